import type { ComponentPropsWithRef } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';
export type BadgeEmphasis = 'soft' | 'solid';

type ColorKey = keyof DefaultTheme['color'];
/** [strong colour, soft colour] per tone; each pair meets AA (4.5:1) both ways round. */
const tonePairs: Record<BadgeTone, [ColorKey, ColorKey]> = {
  neutral: ['inkMuted', 'surfaceSunken'],
  brand: ['brand', 'brandSoft'],
  success: ['success', 'successSoft'],
  warning: ['accent', 'accentSoft'],
  danger: ['danger', 'dangerSoft'],
  info: ['info', 'infoSoft'],
};

const BadgeRoot = styled.span<{ $tone: BadgeTone; $emphasis: BadgeEmphasis }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  letter-spacing: 0.02em;
  white-space: nowrap;
  color: ${({ theme, $tone, $emphasis }) =>
    $emphasis === 'solid' ? theme.color.white : theme.color[tonePairs[$tone][0]]};
  background: ${({ theme, $tone, $emphasis }) =>
    theme.color[tonePairs[$tone][$emphasis === 'solid' ? 0 : 1]]};
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  /** soft (default): tinted background and strong text; solid: strong background and white text. */
  emphasis?: BadgeEmphasis;
}

/** A short status or label ("35% OFF", "Delivered", "New"). */
export function Badge({ tone = 'neutral', emphasis = 'soft', ...props }: BadgeProps) {
  return <BadgeRoot $tone={tone} $emphasis={emphasis} {...props} />;
}

const Bubble = styled.span<{ $floating: boolean }>`
  ${({ $floating, theme }) =>
    $floating
      ? `position: absolute; top: ${theme.space.xxs}; right: ${theme.space.xxs};`
      : 'position: relative;'}
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.white};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: 1;
  pointer-events: none;
`;

export interface CountBadgeProps {
  count: number;
  /** Above this, shows "99+" (default 99). */
  max?: number;
  /** Pinned to the top-right corner of a `position: relative` parent (default true). */
  floating?: boolean;
  className?: string;
}

/**
 * A small numeric bubble for header icons. Hidden when the count is 0 (or not a positive number),
 * and `aria-hidden`: the link or button around it carries the count in its name ("Cart, 3 items").
 */
export function CountBadge({ count, max = 99, floating = true, className }: CountBadgeProps) {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return (
    <Bubble aria-hidden="true" $floating={floating} className={className}>
      {whole > max ? `${max}+` : whole}
    </Bubble>
  );
}
