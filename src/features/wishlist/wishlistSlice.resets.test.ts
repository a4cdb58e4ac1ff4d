import { loggedOut } from '@/features/auth';
import { initialWishlistState, wishlistSlice, type WishlistState } from './wishlistSlice';

// The slice's own answer to logging out, reducer to reducer (wishlist.test.ts shows the same through
// a whole store). A file of its own: RTK builds a slice's extra reducers at the reducer's first
// call, and the mutation run credits them to the test making that call only.
it('empties the wishlist, saved prices and all, when the shopper logs out', () => {
  const full: WishlistState = { ids: [3, 1], savedPrices: { 3: 1299, 1: 2499 } };
  expect(wishlistSlice.reducer(full, loggedOut())).toEqual(initialWishlistState);
});
