export { ProductCard, PRODUCT_IMAGE_WIDTH, PRODUCT_IMAGE_HEIGHT } from './ProductCard';
export type { ProductCardProps, CardLayout } from './ProductCard';
