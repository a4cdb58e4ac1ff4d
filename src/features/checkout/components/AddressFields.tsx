import type { UseFormRegisterReturn } from 'react-hook-form';
import { pincodeTyped } from '@/features/delivery';
import { t } from '@/shared/i18n';
import { Input } from '@/shared/ui';
import { Wide } from './CheckoutForm.styles';
import { StateSelect } from './StateSelect';

type AddressField = 'address' | 'city' | 'state' | 'pincode';

export interface AddressFieldsProps {
  /** Each field's react-hook-form registration (`register('address')`...). */
  fields: Record<AddressField, UseFormRegisterReturn<AddressField>>;
  /** Each field's message, if any. */
  errors: Partial<Record<AddressField, string>>;
}

/**
 * Where a parcel goes, in a form's field grid: Address (the whole row), City, State (Indian states
 * and union territories) and Pincode (numeric keypad, 6 digits). The checkout's Shipping step and
 * the address book's form share them.
 */
export function AddressFields({ fields, errors }: AddressFieldsProps) {
  const { onChange: pincodeChanged, ...pincode } = fields.pincode;
  return (
    <>
      <Wide>
        <Input
          label={t('Address')}
          required
          autoComplete="street-address"
          hint={t('House number, street and area')}
          error={errors.address}
          {...fields.address}
        />
      </Wide>
      <Input label={t('City')} required autoComplete="address-level2" error={errors.city} {...fields.city} />
      <StateSelect error={errors.state} {...fields.state} />
      <Input
        label={t('Pincode')}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        error={errors.pincode}
        {...pincode}
        // Spaces typed or pasted are dropped as they are entered. No maxLength: a seventh digit is
        // refused with the usual message, never cut off silently to another real pincode.
        onChange={(event) => {
          event.target.value = pincodeTyped(event.target.value);
          return pincodeChanged(event);
        }}
      />
    </>
  );
}
