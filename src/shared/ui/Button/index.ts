export { Button, ButtonLink } from './Button';
export type { ButtonProps, ButtonLinkProps, ButtonSize, ButtonVariant } from './Button';
export { buttonStyles } from './Button.styles';
