export { ProductCard } from './ProductCard';
export type { ProductCardProps, CardLayout } from './ProductCard';
