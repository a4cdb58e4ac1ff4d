import { t } from '@/shared/i18n';
import { Input, type PresetInputProps } from './Field';

export type EmailFieldProps = PresetInputProps;

/**
 * An email address: labelled "Email", type email, autocomplete email, the email keyboard.
 * Everything else (name, ref, error, required, readOnly, hint, react-hook-form's `register`) goes
 * to Input: `<EmailField required error={errors.email?.message} {...register('email', rule)} />`.
 */
export function EmailField({ label = t('Email'), ...props }: EmailFieldProps) {
  return <Input type="email" autoComplete="email" inputMode="email" label={label} {...props} />;
}
