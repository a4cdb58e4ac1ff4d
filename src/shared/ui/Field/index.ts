export { Field, Input, PasswordInput, TextArea } from './Field';
export type {
  FieldControlProps,
  FieldLabelProps,
  FieldProps,
  InputProps,
  PasswordInputProps,
  TextAreaProps,
} from './Field';
export { controlStyles } from './Field.styles';
