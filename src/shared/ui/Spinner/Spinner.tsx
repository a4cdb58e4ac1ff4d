import styled, { keyframes } from 'styled-components';
import { t } from '@/shared/i18n';
import { VisuallyHidden } from '../VisuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export type SpinnerSize = 'sm' | 'md' | 'lg';

const ringSize: Record<SpinnerSize, 'lg' | 'xl' | 'xxl'> = { sm: 'lg', md: 'xl', lg: 'xxl' };

/** The spinning ring alone, decorative (Button uses it inside its own busy state). */
export const SpinnerRing = styled.span<{ $size?: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ theme, $size = 'md' }) => theme.space[ringSize[$size]]};
  height: ${({ theme, $size = 'md' }) => theme.space[ringSize[$size]]};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.brand};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface SpinnerProps {
  /** What is loading; read by screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  className?: string;
}

/** A loading indicator in a polite live region (`role="status"`), named by `label`. */
export function Spinner({ label = t('Loading'), showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <Root role="status" className={className}>
      <SpinnerRing $size={size} aria-hidden="true" />
      {showLabel ? <Label>{label}</Label> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Root>
  );
}
