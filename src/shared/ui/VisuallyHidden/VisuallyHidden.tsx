import type { ComponentPropsWithRef, ElementType } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'> & {
  /** Element to render (default `span`; use `div` or `h2` where the content model needs it). */
  as?: ElementType;
};

/**
 * Text for screen readers only. Uses the `.visually-hidden` class of GlobalStyle
 * (one definition of the clipping pattern for the whole shop).
 */
export function VisuallyHidden({ as: Tag = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Tag className={className ? `visually-hidden ${className}` : 'visually-hidden'} {...props} />;
}
