import { useState } from 'react';
import { t } from '@/shared/i18n';
import { EyeIcon, EyeOffIcon } from '../Icons';
import { Field, splitFieldProps, type InputProps } from './Field';
import { StyledInput } from './Field.styles';
import { PasswordToggle, PasswordWrap } from './PasswordInput.styles';

export type PasswordInputProps = Omit<InputProps, 'type'>;

/**
 * A password Input with a toggle button, "Show password" / "Hide password" (`aria-pressed` true
 * while shown), switching the input between type password and text. A module of its own, so that
 * forms without a password (the newsletter on the home page) do not load the toggle.
 */
export function PasswordInput(props: PasswordInputProps) {
  const [field, inputProps] = splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  return (
    <Field {...field}>
      {(control) => (
        <PasswordWrap>
          <StyledInput
            autoComplete="current-password"
            spellCheck={false}
            {...inputProps}
            {...control}
            type={visible ? 'text' : 'password'}
            $invalid={control['aria-invalid'] === true}
          />
          <PasswordToggle
            type="button"
            aria-label={visible ? t('Hide password') : t('Show password')}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </PasswordToggle>
        </PasswordWrap>
      )}
    </Field>
  );
}
