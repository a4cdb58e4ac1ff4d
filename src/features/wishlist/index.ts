export type { WishlistState } from './wishlistSlice';
export { wishlistSlice, wishlistItemAdded, wishlistItemRemoved, wishlistItemRestored } from './wishlistSlice';
export { removeFromWishlist, saveToWishlist } from './wishlistFlows';
export * from './selectors';
export { WishlistCard } from './components/WishlistCard';
