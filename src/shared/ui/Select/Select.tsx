import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, controlStyles, splitFieldProps, type FieldLabelProps } from '../Field';
import { ChevronDownIcon } from '../Icons';

const Wrap = styled.div`
  position: relative;
  & > svg {
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space.md};
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xxxl};
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'required'>, FieldLabelProps {
  /** The options; or pass `<option>` children instead. */
  options?: readonly SelectOption[];
  /** A first, empty-valued option such as "Select a state". */
  placeholder?: string;
}

/** A native `<select>` with a visible label (via Field); `ref` is forwarded for react-hook-form. */
export function Select({ options, placeholder, children, ...props }: SelectProps) {
  const [field, selectProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <Wrap>
          <StyledSelect {...selectProps} {...control} $invalid={control['aria-invalid'] === true}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options?.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
            {children}
          </StyledSelect>
          <ChevronDownIcon />
        </Wrap>
      )}
    </Field>
  );
}
