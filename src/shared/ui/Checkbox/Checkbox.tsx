import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from '../Icons';
import { inEdition } from '../inEdition';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Label = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.inkSubtle : theme.color.ink)};
`;

const Box = styled.input`
  flex: none;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.brand};
  cursor: inherit;
`;

const Hint = styled.p`
  margin: 0;
  padding-left: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.sm});
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const ErrorText = styled(Hint)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.danger};
  & > svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The visible label, e.g. "Remember me" or "Levi's (3)". */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A native checkbox inside its label (the whole row is a 44px target); `ref` forwarded for react-hook-form. */
export function Checkbox({ label, hint, error, id, className, disabled = false, ...props }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedBy =
    [hasError && `${inputId}-error`, hasHint && `${inputId}-hint`, props['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <Root className={className}>
      <Label htmlFor={inputId} $disabled={disabled}>
        <Box
          {...props}
          type="checkbox"
          id={inputId}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
        />
        <span>{label}</span>
      </Label>
      {hasHint && <Hint id={`${inputId}-hint`}>{hint}</Hint>}
      {hasError && (
        <ErrorText id={`${inputId}-error`}>
          <AlertIcon />
          <span>{inEdition(error)}</span>
        </ErrorText>
      )}
    </Root>
  );
}
