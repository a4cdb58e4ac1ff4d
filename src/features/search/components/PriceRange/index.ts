export { PriceRange } from './PriceRange';
