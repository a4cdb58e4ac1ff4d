export type { WishlistState } from './wishlistSlice';
export { wishlistSlice, wishlistItemAdded, wishlistItemRemoved } from './wishlistSlice';
export * from './selectors';
export { WishlistCard } from './components/WishlistCard';
