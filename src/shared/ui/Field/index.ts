export { Field, Input, TextArea, splitFieldProps } from './Field';
export type {
  FieldControlProps,
  FieldFrameProps,
  FieldLabelProps,
  FieldProps,
  InputProps,
  PresetInputProps,
  TextAreaProps,
} from './Field';
export { EmailField } from './EmailField';
export type { EmailFieldProps } from './EmailField';
export { NameField } from './NameField';
export type { NameFieldProps } from './NameField';
export { PhoneField } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
export { controlStyles } from './Field.styles';
