import { t } from '@/shared/i18n';
import { Input, type PresetInputProps } from './Field';

export type PhoneFieldProps = PresetInputProps;

/**
 * A phone number: labelled "Phone", type tel, autocomplete tel, the phone keypad. Everything else
 * (name, ref, error, required, readOnly, hint such as "Optional", react-hook-form's `register`)
 * goes to Input.
 */
export function PhoneField({ label = t('Phone'), ...props }: PhoneFieldProps) {
  return <Input type="tel" autoComplete="tel" inputMode="tel" label={label} {...props} />;
}
