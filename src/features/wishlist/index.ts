export type { WishlistState } from './wishlistSlice';
export { wishlistSlice, wishlistItemAdded, wishlistItemRemoved, wishlistItemRestored } from './wishlistSlice';
export { removeFromWishlist } from './removeFromWishlist';
export * from './selectors';
export { WishlistCard } from './components/WishlistCard';
