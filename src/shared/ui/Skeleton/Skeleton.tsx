import styled, { keyframes } from 'styled-components';
import type { Theme } from '@/shared/theme';

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: keyof Theme['radius'] }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radius[$radius]};
  background: ${({ theme }) => theme.color.surfaceSunken};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.5s ease-in-out infinite;
  }
`;

export interface SkeletonProps {
  /** CSS width (default '100%'). */
  width?: string;
  /** CSS height (default '1em'). */
  height?: string;
  radius?: keyof Theme['radius'];
  className?: string;
}

/**
 * A grey placeholder block while content loads. Hidden from assistive technology:
 * announce loading with a Spinner or a status message instead.
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', className }: SkeletonProps) {
  return <Block aria-hidden="true" $width={width} $height={height} $radius={radius} className={className} />;
}
