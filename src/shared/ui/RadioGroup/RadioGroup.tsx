import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from '../Icons';
import { inEdition } from '../inEdition';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.ink};
`;

const Asterisk = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.danger};
`;

const Options = styled.div<{ $direction: 'row' | 'column' }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.lg};
`;

const OptionLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.inkSubtle : theme.color.ink)};
`;

const Radio = styled.input`
  flex: none;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.brand};
  cursor: inherit;
`;

/** An option with its note beside it (wrapping under it on a narrow screen). */
const OptionWithNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  margin: 0;
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

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  /** A note beside the option, describing its radio (e.g. why it is disabled); not part of its name. */
  note?: ReactNode;
}

export interface RadioGroupProps<V extends string = string> {
  /** The group's name, shown as the fieldset legend ("Payment Method", "Rating"). */
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  /** The checked value (controlled); `null`/`undefined` for none. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** The radios' `name` (default: a generated one). */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Options side by side (default) or stacked. */
  direction?: 'row' | 'column';
  /** Keep the legend for screen readers only. */
  hideLegend?: boolean;
  className?: string;
  /** Called when focus leaves a radio (e.g. react-hook-form Controller's `field.onBlur`). */
  onBlur?: () => void;
}

/**
 * A `fieldset` (role radiogroup) with a `legend` and native radios: arrow keys move between
 * options as browsers do natively. Controlled: `value` + `onChange(value)`.
 */
export function RadioGroup<V extends string = string>({
  legend,
  options,
  value,
  onChange,
  name,
  hint,
  error,
  required,
  disabled,
  direction = 'row',
  hideLegend,
  className,
  onBlur,
}: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? `radio-${generated}`;
  const hintId = `${groupName}-hint`;
  const errorId = `${groupName}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedBy = [hasError && errorId, hasHint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset
      role="radiogroup"
      className={className}
      disabled={disabled}
      aria-invalid={hasError || undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
    >
      <Legend className={hideLegend ? 'visually-hidden' : undefined}>
        {legend}
        {required && !hideLegend && <Asterisk aria-hidden="true">*</Asterisk>}
      </Legend>
      {hasHint && <Hint id={hintId}>{hint}</Hint>}
      <Options $direction={direction}>
        {options.map((option) => {
          const optionDisabled = Boolean(disabled || option.disabled);
          const noteId = `${groupName}-${option.value}-note`;
          const hasNote = option.note !== undefined && option.note !== null && option.note !== '';
          const radio = (
            <OptionLabel key={option.value} $disabled={optionDisabled}>
              <Radio
                type="radio"
                name={groupName}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                aria-describedby={hasNote ? noteId : undefined}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <span>{option.label}</span>
            </OptionLabel>
          );
          return hasNote ? (
            <OptionWithNote key={option.value}>
              {radio}
              <Hint id={noteId}>{option.note}</Hint>
            </OptionWithNote>
          ) : (
            radio
          );
        })}
      </Options>
      {hasError && (
        <ErrorText id={errorId}>
          <AlertIcon />
          <span>{inEdition(error)}</span>
        </ErrorText>
      )}
    </Fieldset>
  );
}
