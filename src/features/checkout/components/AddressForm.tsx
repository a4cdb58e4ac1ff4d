import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { AddressLabel } from '@/features/auth';
import { t } from '@/shared/i18n';
import { Button, NameField, PhoneField, RadioGroup } from '@/shared/ui';
import { ADDRESS_LABELS, type AddressFormValues } from '../addressBook';
import { addressResolver } from '../formRules';
import { FormActions, FormFrame } from './AddressBook.styles';
import { FieldGrid, Form } from './CheckoutForm.styles';
import { AddressFields } from './AddressFields';
import { usePincodeFill } from './usePincodeFill';

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
    getValues,
    setValue,
    formState: { errors },
  } = useForm<AddressFormValues>({ defaultValues, resolver: addressResolver, shouldFocusError: true });
  usePincodeFill({ control, getValues, setValue });
  useEffect(() => setFocus('name'), [setFocus]);
  // Made here, not at import: the labels' words are the page's edition's (the values stay English).
  const labelOptions = ADDRESS_LABELS.map((value) => ({ value, label: t(value) }));

  return (
    <FormFrame>
      <h3 id={headingId}>{title}</h3>
      <Form noValidate onSubmit={handleSubmit(onSave)} aria-labelledby={headingId}>
        <FieldGrid>
          <NameField label={t('Full Name')} required error={errors.name?.message} {...register('name')} />
          <PhoneField required error={errors.phone?.message} {...register('phone')} />
          <AddressFields
            fields={{
              address: register('address'),
              city: register('city'),
              state: register('state'),
              pincode: register('pincode'),
            }}
            errors={{
              address: errors.address?.message,
              city: errors.city?.message,
              state: errors.state?.message,
              pincode: errors.pincode?.message,
            }}
          />
        </FieldGrid>
        <Controller
          control={control}
          name="label"
          render={({ field }) => (
            <RadioGroup<AddressLabel>
              legend={t('Label')}
              options={labelOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormActions>
          <Button type="submit">{t('Save address')}</Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        </FormActions>
      </Form>
    </FormFrame>
  );
}
