export { IconButton, IconLink } from './IconButton';
export type { IconButtonProps, IconButtonVariant, IconLinkProps } from './IconButton';
