export { PriceBreakdown, formatDiscount } from './PriceBreakdown';
