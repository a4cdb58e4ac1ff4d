/**
 * The kinds of garment the size guide has a chart for (features/catalog/sizeCharts.ts). "My sizes"
 * (the `preferences` key) remembers one size per kind, so a saved size is offered again on every
 * product of the same kind, and never on another.
 */
export const SIZE_KINDS = [
  'women-tops',
  'women-bottoms',
  'men-tops',
  'men-bottoms',
  'men-waist',
  'kids',
] as const;
export type SizeKind = (typeof SIZE_KINDS)[number];

/** Recently viewed: the products kept, most recent first (the home page shows 8; a product page 8 others). */
export const RECENTLY_VIEWED_KEPT = 9;
export const RECENTLY_VIEWED_SHOWN = 8;
