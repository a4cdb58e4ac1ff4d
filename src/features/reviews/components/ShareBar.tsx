import type { CSSProperties } from 'react';
import styled from 'styled-components';

const Track = styled.span`
  position: relative;
  display: block;
  height: ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
`;

/** The share's width comes in as `--share` (a percentage): one class for every bar. */
const Fill = styled.span<{ $tone: ShareBarTone; $animated: boolean }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: var(--share);
  border-radius: inherit;
  background: ${({ $tone, theme }) => theme.color[$tone]};
  transition: ${({ $animated, theme }) => ($animated ? `width ${theme.duration.normal} ease-out` : 'none')};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export type ShareBarTone = 'star' | 'brand';

export interface ShareBarProps {
  /** The share, as a CSS percentage ('62%'). */
  share: string;
  /** star: the rating breakdown; brand: the fit answers. */
  tone: ShareBarTone;
  /** The fill grows to a new share (the breakdown's, whose counts change with the shopper's review). */
  animated?: boolean;
}

/**
 * A share drawn as a bar (the rating breakdown's and the fit answers'): decorative, the share is
 * said in words beside it.
 */
export function ShareBar({ share, tone, animated = false }: ShareBarProps) {
  return (
    <Track aria-hidden="true">
      <Fill $tone={tone} $animated={animated} style={{ '--share': share } as CSSProperties} />
    </Track>
  );
}
