export { Field, Input, TextArea } from './Field';
export type { FieldControlProps, FieldLabelProps, FieldProps, InputProps, TextAreaProps } from './Field';
export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
export { controlStyles } from './Field.styles';
