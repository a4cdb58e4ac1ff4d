export { Badge, CountBadge } from './Badge';
export type { BadgeEmphasis, BadgeProps, BadgeTone, CountBadgeProps } from './Badge';
