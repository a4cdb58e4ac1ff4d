export * from './ProductGrid';
