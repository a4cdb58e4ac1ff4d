import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';
import { theme } from '@/shared/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variants = {
  primary: css`
    background: ${theme.color.brand};
    border-color: ${theme.color.brand};
    color: ${theme.color.white};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.brandHover};
      border-color: ${theme.color.brandHover};
      color: ${theme.color.white};
    }
  `,
  secondary: css`
    background: ${theme.color.surface};
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.brandSoft};
      color: ${theme.color.brandHover};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${theme.color.ink};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.surfaceSunken};
      color: ${theme.color.ink};
    }
  `,
  danger: css`
    background: ${theme.color.danger};
    border-color: ${theme.color.danger};
    color: ${theme.color.white};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${theme.color.ink};
      border-color: ${theme.color.ink};
      color: ${theme.color.white};
    }
  `,
};

/** The look of every button-like control (Button, ButtonLink). */
export const buttonStyles = css<ButtonStyleProps>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: ${({ theme, $size }) => ($size === 'sm' ? theme.size.controlSm : theme.size.control)};
  padding: ${({ theme, $size }) =>
    $size === 'sm' ? `${theme.space.xs} ${theme.space.md}` : `${theme.space.sm} ${theme.space.xl}`};
  border: 2px solid transparent;
  border-radius: ${theme.radius.md};
  font-family: ${theme.font.body};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  font-weight: ${theme.fontWeight.bold};
  line-height: ${theme.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${theme.duration.fast} ease-out,
    border-color ${theme.duration.fast} ease-out,
    color ${theme.duration.fast} ease-out;

  ${({ $variant }) => variants[$variant]}

  /* A small button still offers a 44px touch target. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    min-height: ${theme.size.control};
    transform: translateY(-50%);
  }

  &:disabled {
    cursor: not-allowed;
    background: ${theme.color.surfaceSunken};
    border-color: ${theme.color.border};
    color: ${theme.color.inkSubtle};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export const StyledButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
