import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import type { LinkProps } from 'react-router-dom';
import { SpinnerRing } from '../Spinner';
import { StyledButton, StyledButtonLink, type ButtonSize, type ButtonVariant } from './Button.styles';

interface ButtonLookProps {
  /** primary (default): the one main action; secondary: outlined; ghost: quiet; danger: destructive. */
  variant?: ButtonVariant;
  /** md (default, 44px) or sm (36px visible, still a 44px touch target). */
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon before / after the text (decorative: use icons from `Icons`). */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLookProps {
  /**
   * Busy state: shows a spinner and `loadingText`, sets `aria-busy` and `aria-disabled`, and
   * ignores clicks (so a form cannot be submitted twice). The button stays focusable, so keyboard
   * and screen-reader users keep their place.
   */
  loading?: boolean;
  /** Text shown (and announced as the button's name) while loading, e.g. 'Sending...'. */
  loadingText?: string;
}

/** A native `<button>` (type "button" unless told otherwise). */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingText,
  startIcon,
  endIcon,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? (
        <>
          <SpinnerRing $size="sm" aria-hidden="true" />
          <span>{loadingText ?? children}</span>
        </>
      ) : (
        <>
          {startIcon}
          {children}
          {endIcon}
        </>
      )}
    </StyledButton>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonLookProps {
  ref?: ComponentPropsWithRef<'a'>['ref'];
}

/** A react-router `Link` that looks like a Button (for navigation: "Start Shopping", "Continue Shopping"). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  startIcon,
  endIcon,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <StyledButtonLink $variant={variant} $size={size} $fullWidth={fullWidth} {...props}>
      {startIcon}
      {children}
      {endIcon}
    </StyledButtonLink>
  );
}
