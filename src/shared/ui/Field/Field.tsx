import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AlertIcon } from '../Icons';
import { inEdition } from '../inEdition';
import {
  Asterisk,
  ErrorText,
  FieldRoot,
  Hint,
  Label,
  LabelRow,
  StyledInput,
  StyledTextArea,
} from './Field.styles';

/** Attributes Field hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/** The labelling props shared by Field, Input, TextArea, PasswordInput and Select. */
export interface FieldLabelProps {
  /** The visible label (the spec's field name). */
  label: ReactNode;
  /** Helper text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error message; sets aria-invalid and is linked with aria-describedby. Empty = no error. */
  error?: ReactNode;
  /** Visible asterisk (aria-hidden) on the label and aria-required on the control. */
  required?: boolean;
  /** Keep the label for screen readers only (use sparingly: every input should show its label). */
  hideLabel?: boolean;
}

export interface FieldProps extends FieldLabelProps {
  /** Control id (default: a generated one). */
  id?: string;
  /** Extra ids to add to the control's aria-describedby. */
  describedBy?: string;
  className?: string;
  /** Renders the control with the ids and ARIA attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Field's own props, without the control it renders: what `splitFieldProps` takes out. */
export type FieldFrameProps = Omit<FieldProps, 'children'>;

type FieldFrameKey = keyof FieldLabelProps | 'id' | 'className';

/**
 * Splits a labelled control's props (Input, TextArea, Select, PasswordInput) into Field's (the label
 * props, `id` and `className`, and the control's own `aria-describedby` for Field to merge) and the
 * control's (all the rest, `ref` and `aria-describedby` included: the ids Field hands over win).
 */
export function splitFieldProps<
  P extends FieldLabelProps & { id?: string; className?: string; 'aria-describedby'?: string },
>(props: P): [FieldFrameProps, Omit<P, FieldFrameKey>] {
  const { label, hint, error, required, hideLabel, id, className, ...control } = props;
  return [
    { label, hint, error, required, hideLabel, id, className, describedBy: props['aria-describedby'] },
    control,
  ];
}

function hasContent(node: ReactNode) {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * Label + control + hint + error, wired together: the control gets `id`, `aria-invalid` when
 * there is an error and `aria-describedby` pointing at the error and hint.
 */
export function Field({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  describedBy,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = hasContent(error);
  const hasHint = hasContent(hint);
  const describedByIds = [hasError && errorId, hasHint && hintId, describedBy].filter(Boolean).join(' ');
  return (
    <FieldRoot className={className}>
      {hideLabel ? (
        <label htmlFor={controlId} className="visually-hidden">
          {label}
        </label>
      ) : (
        // The asterisk sits beside the label, not in it, so the label's text stays exactly the
        // field name (getByLabelText('Email') and the accessible name both read "Email").
        <LabelRow>
          <Label htmlFor={controlId}>{label}</Label>
          {required && <Asterisk aria-hidden="true">*</Asterisk>}
        </LabelRow>
      )}
      {children({
        id: controlId,
        'aria-invalid': hasError ? true : undefined,
        'aria-describedby': describedByIds || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hasHint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && (
        <ErrorText id={errorId}>
          <AlertIcon />
          <span>{inEdition(error)}</span>
        </ErrorText>
      )}
    </FieldRoot>
  );
}

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'required'>, FieldLabelProps {}

/**
 * A labelled text input. Spread react-hook-form's `register` straight in
 * (`<Input label="Email" type="email" {...register('email')} error={errors.email?.message} />`):
 * `ref` is forwarded to the `<input>`. `className` goes on the field wrapper.
 */
export function Input(props: InputProps) {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => <StyledInput {...inputProps} {...control} $invalid={control['aria-invalid'] === true} />}
    </Field>
  );
}

/**
 * The props of an Input of a fixed kind (EmailField, NameField, PhoneField): the kind sets the type,
 * autocomplete and keyboard, and the usual label, which a form may still word its own way.
 */
export type PresetInputProps = Omit<InputProps, 'label' | 'type' | 'autoComplete' | 'inputMode'> & {
  /** The visible label, where the form's wording differs from the kind's usual one. */
  label?: ReactNode;
};

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'required'>, FieldLabelProps {}

/** A labelled multi-line text box (4 rows by default); `ref` is forwarded to the `<textarea>`. */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const [field, textAreaProps] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <StyledTextArea
          rows={rows}
          {...textAreaProps}
          {...control}
          $invalid={control['aria-invalid'] === true}
        />
      )}
    </Field>
  );
}
