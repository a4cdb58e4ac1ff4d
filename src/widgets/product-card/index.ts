export { renderProductCard } from './ProductCard.container';
