import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../Icons';
import { Field, type InputProps } from './Field';
import { StyledInput } from './Field.styles';
import { PasswordToggle, PasswordWrap } from './PasswordInput.styles';

export type PasswordInputProps = Omit<InputProps, 'type'>;

/**
 * A password Input with a toggle button, "Show password" / "Hide password" (`aria-pressed` true
 * while shown), switching the input between type password and text. A module of its own, so that
 * forms without a password (the newsletter on the home page) do not load the toggle.
 */
export function PasswordInput({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      describedBy={props['aria-describedby']}
      className={className}
    >
      {(control) => (
        <PasswordWrap>
          <StyledInput
            autoComplete="current-password"
            spellCheck={false}
            {...props}
            {...control}
            type={visible ? 'text' : 'password'}
            $invalid={control['aria-invalid'] === true}
          />
          <PasswordToggle
            type="button"
            aria-label={visible ? 'Hide password' : 'Show password'}
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
