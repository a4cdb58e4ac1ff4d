import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.white};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.brandHover};
      border-color: ${({ theme }) => theme.color.brandHover};
      color: ${({ theme }) => theme.color.white};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.brandSoft};
      color: ${({ theme }) => theme.color.brandHover};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.color.ink};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.surfaceSunken};
      color: ${({ theme }) => theme.color.ink};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    border-color: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.white};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.ink};
      border-color: ${({ theme }) => theme.color.ink};
      color: ${({ theme }) => theme.color.white};
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
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme, $size }) => ($size === 'sm' ? theme.size.controlSm : theme.size.control)};
  padding: ${({ theme, $size }) =>
    $size === 'sm' ? `${theme.space.xs} ${theme.space.md}` : `${theme.space.sm} ${theme.space.xl}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.duration.fast} ease-out,
    border-color ${({ theme }) => theme.duration.fast} ease-out,
    color ${({ theme }) => theme.duration.fast} ease-out;

  ${({ $variant }) => variants[$variant]}

  /* A small button still offers a 44px touch target. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    min-height: ${({ theme }) => theme.size.control};
    transform: translateY(-50%);
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surfaceSunken};
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.inkSubtle};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export const StyledButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
