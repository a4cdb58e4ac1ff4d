export type { WishlistState } from './wishlistSlice';
export { wishlistSlice, wishlistItemAdded, wishlistItemRemoved } from './wishlistSlice';
export * from './selectors';
