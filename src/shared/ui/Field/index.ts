export { Field, Input, TextArea, splitFieldProps } from './Field';
export type { FieldLabelProps } from './Field';
export { EmailField } from './EmailField';
export { NameField } from './NameField';
export { PhoneField } from './PhoneField';
export { PasswordInput } from './PasswordInput';
export { controlStyles } from './Field.styles';
