export { ProductCardContainer, renderProductCard } from './ProductCard.container';
