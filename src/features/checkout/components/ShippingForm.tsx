import { useForm } from 'react-hook-form';
import { Button, EmailField, Input, NameField, PhoneField, Select } from '@/shared/ui';
import type { ShippingFormValues } from '../buildOrder';
import { shippingResolver } from '../formRules';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '@/shared/lib/indianStates';
import { Buttons, FieldGrid, Form, Wide } from './CheckoutForm.styles';

export interface ShippingFormProps {
  /** Prefilled from the profile, or the values entered before (Back keeps them). */
  defaultValues: ShippingFormValues;
  onSubmit: (values: ShippingFormValues) => void;
}

/**
 * Checkout step 1: Name, Email, Phone, Address, City, State (a select of Indian states and union
 * territories) and Pincode, each required with the spec's message and no format checks. Errors show
 * at the field; a failed submit moves focus to the first.
 */
export function ShippingForm({ defaultValues, onSubmit }: ShippingFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShippingFormValues>({ defaultValues, resolver: shippingResolver, shouldFocusError: true });
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Shipping address">
      <FieldGrid>
        <NameField required error={errors.name?.message} {...register('name')} />
        <EmailField required error={errors.email?.message} {...register('email')} />
        <PhoneField required error={errors.phone?.message} {...register('phone')} />
        <Wide>
          <Input
            label="Address"
            required
            autoComplete="street-address"
            hint="House number, street and area"
            error={errors.address?.message}
            {...register('address')}
          />
        </Wide>
        <Input
          label="City"
          required
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <Select
          label="State"
          required
          autoComplete="address-level1"
          placeholder="Select a state"
          error={errors.state?.message}
          {...register('state')}
        >
          <optgroup label="States">
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </optgroup>
          <optgroup label="Union Territories">
            {INDIAN_UNION_TERRITORIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </optgroup>
        </Select>
        <Input
          label="Pincode"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.pincode?.message}
          {...register('pincode')}
        />
      </FieldGrid>
      <Buttons>
        <Button type="submit">Continue to Payment</Button>
      </Buttons>
    </Form>
  );
}
