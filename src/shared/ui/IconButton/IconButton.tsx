import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type IconButtonVariant = 'ghost' | 'outline' | 'solid';

const iconControl = css<{ $variant: IconButtonVariant }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.md};
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.duration.fast} ease-out;

  ${({ $variant, theme }) =>
    $variant === 'outline' &&
    css`
      border-color: ${theme.color.borderStrong};
      background: ${theme.color.surface};
    `}
  ${({ $variant, theme }) =>
    $variant === 'solid' &&
    css`
      background: ${theme.color.brand};
      color: ${theme.color.white};
    `}

  &:hover:not(:disabled) {
    background: ${({ theme, $variant }) => ($variant === 'solid' ? theme.color.brandHover : theme.color.brandSoft)};
    color: ${({ theme, $variant }) => ($variant === 'solid' ? theme.color.white : theme.color.brand)};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.inkSubtle};
    background: ${({ theme }) => theme.color.surfaceSunken};
    border-color: ${({ theme }) => theme.color.border};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const StyledIconButton = styled.button<{ $variant: IconButtonVariant }>`
  ${iconControl}
`;

const StyledIconLink = styled(Link)<{ $variant: IconButtonVariant }>`
  ${iconControl}
`;

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'aria-label' | 'aria-pressed'
> {
  /** The accessible name (aria-label), e.g. "Open menu", "Add to wishlist". Required. */
  label: string;
  /** Makes it a toggle button (`aria-pressed`); leave undefined for a plain button. */
  pressed?: boolean;
  variant?: IconButtonVariant;
  /** The icon (decorative). */
  children: ReactNode;
}

/** A 44px round button holding just an icon, named by `label`. */
export function IconButton({
  label,
  pressed,
  variant = 'ghost',
  type = 'button',
  children,
  ...props
}: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} aria-pressed={pressed} $variant={variant} {...props}>
      {children}
    </StyledIconButton>
  );
}

export interface IconLinkProps extends Omit<LinkProps, 'aria-label'> {
  /** The accessible name (aria-label), e.g. "Cart, 3 items". Required. */
  label: string;
  variant?: IconButtonVariant;
  ref?: ComponentPropsWithRef<'a'>['ref'];
}

/** A react-router Link shaped like IconButton (header cart/wishlist links; `position: relative` for a CountBadge). */
export function IconLink({ label, variant = 'ghost', children, ...props }: IconLinkProps) {
  return (
    <StyledIconLink aria-label={label} $variant={variant} {...props}>
      {children}
    </StyledIconLink>
  );
}
