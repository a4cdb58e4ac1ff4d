import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { AddressLabel } from '@/features/auth';
import { Button, Input, NameField, PhoneField, RadioGroup } from '@/shared/ui';
import { ADDRESS_LABELS, type AddressFormValues } from '../addressBook';
import { addressResolver } from '../formRules';
import { FormActions, FormFrame } from './AddressBook.styles';
import { FieldGrid, Form, Wide } from './CheckoutForm.styles';
import { StateSelect } from './StateSelect';

const LABEL_OPTIONS = ADDRESS_LABELS.map((value) => ({ value, label: value }));

export interface AddressFormProps {
  /** The form's heading: 'New address' or 'Edit address'. */
  title: string;
  /** The address being edited, or a new one's start (the shopper's name and phone). */
  defaultValues: AddressFormValues;
  /** Called with valid values (as typed: the book trims them). */
  onSave: (values: AddressFormValues) => void;
  /** Close without saving. */
  onCancel: () => void;
}

/**
 * An address of the address book: Full Name, Phone, Address, City, State, Pincode and a Label
 * (Home, Work, Other), saved with 'Save address'. The checkout's rules and messages, and a valid
 * 6-digit pincode. Focus goes to Full Name when it opens; a failed save focuses the first error.
 */
export function AddressForm({ title, defaultValues, onSave, onCancel }: AddressFormProps) {
  const headingId = useId();
  const {
    control,
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<AddressFormValues>({ defaultValues, resolver: addressResolver, shouldFocusError: true });
  useEffect(() => setFocus('name'), [setFocus]);

  return (
    <FormFrame>
      <h3 id={headingId}>{title}</h3>
      <Form noValidate onSubmit={handleSubmit(onSave)} aria-labelledby={headingId}>
        <FieldGrid>
          <NameField label="Full Name" required error={errors.name?.message} {...register('name')} />
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
          <StateSelect error={errors.state?.message} {...register('state')} />
          <Input
            label="Pincode"
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            error={errors.pincode?.message}
            {...register('pincode')}
          />
        </FieldGrid>
        <Controller
          control={control}
          name="label"
          render={({ field }) => (
            <RadioGroup<AddressLabel>
              legend="Label"
              options={LABEL_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormActions>
          <Button type="submit">Save address</Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </FormActions>
      </Form>
    </FormFrame>
  );
}
