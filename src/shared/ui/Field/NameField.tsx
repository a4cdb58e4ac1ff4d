import { t } from '@/shared/i18n';
import { Input, type PresetInputProps } from './Field';

export type NameFieldProps = PresetInputProps;

/**
 * A person's full name: labelled "Name" (a form may say "Full Name"), autocomplete name. Everything
 * else (name, ref, error, required, readOnly, hint, react-hook-form's `register`) goes to Input.
 */
export function NameField({ label = t('Name'), ...props }: NameFieldProps) {
  return <Input autoComplete="name" label={label} {...props} />;
}
