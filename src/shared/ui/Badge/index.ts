export { Badge, CountBadge } from './Badge';
export type { BadgeTone } from './Badge';
