export { PriceRange } from './PriceRange';
export type { PriceRangeProps } from './PriceRange';
