export { Price, discountPercent } from './Price';
export type { PriceProps, PriceSize } from './Price';
