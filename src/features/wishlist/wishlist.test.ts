import { makeStore } from '@/test/app';
import { loggedOut } from '@/features/auth';
import { PRODUCTS } from '@/features/catalog';
import { wishlistItemAdded, wishlistItemRestored, wishlistSlice } from './wishlistSlice';
import { removeFromWishlist } from './removeFromWishlist';
import {
  selectIsWishlisted,
  selectWishlistCount,
  selectWishlistIds,
  selectWishlistProducts,
} from './selectors';

describe('wishlist slice', () => {
  it('starts empty', () => {
    expect(wishlistSlice.reducer(undefined, { type: '@@init' })).toEqual({ ids: [] });
  });

  it('adds products in the order they are saved', () => {
    const store = makeStore();
    store.dispatch(wishlistItemAdded(3));
    store.dispatch(wishlistItemAdded(1));
    expect(selectWishlistIds(store.getState())).toEqual([3, 1]);
  });

  it('ignores adding a product already present', () => {
    const store = makeStore();
    store.dispatch(wishlistItemAdded(3));
    store.dispatch(wishlistItemAdded(3));
    expect(selectWishlistIds(store.getState())).toEqual([3]);
    expect(selectWishlistCount(store.getState())).toBe(1);
  });

  it('removes by id', () => {
    const store = makeStore({ wishlist: { ids: [3, 1, 5] } });
    store.dispatch(removeFromWishlist(1));
    expect(selectWishlistIds(store.getState())).toEqual([3, 5]);
    store.dispatch(removeFromWishlist(42));
    expect(selectWishlistIds(store.getState())).toEqual([3, 5]);
  });

  it('puts a removed product back in its place, once', () => {
    const store = makeStore({ wishlist: { ids: [3, 1, 5] } });
    store.dispatch(removeFromWishlist(1));
    store.dispatch(wishlistItemRestored({ id: 1, index: 1 }));
    expect(selectWishlistIds(store.getState())).toEqual([3, 1, 5]);
    store.dispatch(wishlistItemRestored({ id: 1, index: 0 }));
    expect(selectWishlistIds(store.getState())).toEqual([3, 1, 5]);
    store.dispatch(removeFromWishlist(5));
    store.dispatch(wishlistItemRestored({ id: 5, index: 7 }));
    expect(selectWishlistIds(store.getState())).toEqual([3, 1, 5]);
  });

  it('empties itself when the shopper logs out', () => {
    const store = makeStore({ wishlist: { ids: [3, 1] } });
    store.dispatch(loggedOut());
    expect(selectWishlistIds(store.getState())).toEqual([]);
  });
});

describe('wishlist selectors', () => {
  it('says whether a product is saved', () => {
    const state = makeStore({ wishlist: { ids: [3] } }).getState();
    expect(selectIsWishlisted(state, 3)).toBe(true);
    expect(selectIsWishlisted(state, 4)).toBe(false);
  });

  it('gives the saved catalogue products, leaving out ids matching no product, and counts them', () => {
    const state = makeStore({ wishlist: { ids: [5, 9999, 2] } }).getState();
    expect(selectWishlistProducts(state)).toEqual([PRODUCTS[4], PRODUCTS[1]]);
    expect(selectWishlistCount(state)).toBe(2);
  });
});
