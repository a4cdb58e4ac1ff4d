import { makeStore } from '@/test/app';
import { loggedOut } from '@/features/auth';
import { PRODUCTS, productsAbsent, productsLoaded } from '@/features/catalog';
import {
  initialWishlistState,
  wishlistItemAdded,
  wishlistItemRestored,
  wishlistSlice,
} from './wishlistSlice';
import { removeFromWishlist, saveToWishlist } from './wishlistFlows';
import {
  priceDropOf,
  selectPriceDropCount,
  selectWishlistEntries,
  selectIsWishlisted,
  selectWishlistCount,
  selectWishlistIds,
  selectWishlistProducts,
} from './selectors';

describe('wishlist slice', () => {
  it('starts empty', () => {
    expect(wishlistSlice.reducer(undefined, { type: '@@init' })).toEqual({ ids: [], savedPrices: {} });
  });

  it('adds products in the order they are saved', () => {
    const store = makeStore();
    store.dispatch(wishlistItemAdded({ id: 3, price: 999 }));
    store.dispatch(wishlistItemAdded({ id: 1, price: 999 }));
    expect(selectWishlistIds(store.getState())).toEqual([3, 1]);
  });

  it('ignores adding a product already present', () => {
    const store = makeStore();
    store.dispatch(wishlistItemAdded({ id: 3, price: 999 }));
    store.dispatch(wishlistItemAdded({ id: 3, price: 999 }));
    expect(selectWishlistIds(store.getState())).toEqual([3]);
    expect(selectWishlistCount(store.getState())).toBe(1);
  });

  it('removes by id', () => {
    const store = makeStore({ wishlist: { ids: [3, 1, 5], savedPrices: {} } });
    store.dispatch(removeFromWishlist(1));
    expect(selectWishlistIds(store.getState())).toEqual([3, 5]);
    store.dispatch(removeFromWishlist(42));
    expect(selectWishlistIds(store.getState())).toEqual([3, 5]);
  });

  it('puts a removed product back in its place, once', () => {
    const store = makeStore({ wishlist: { ids: [3, 1, 5], savedPrices: {} } });
    store.dispatch(removeFromWishlist(1));
    store.dispatch(wishlistItemRestored({ id: 1, index: 1 }));
    expect(selectWishlistIds(store.getState())).toEqual([3, 1, 5]);
    store.dispatch(wishlistItemRestored({ id: 1, index: 0 }));
    expect(selectWishlistIds(store.getState())).toEqual([3, 1, 5]);
    store.dispatch(removeFromWishlist(5));
    store.dispatch(wishlistItemRestored({ id: 5, index: 7 }));
    expect(selectWishlistIds(store.getState())).toEqual([3, 1, 5]);
  });

  it('empties itself, saved prices and all, when the shopper logs out', () => {
    const full = { ids: [3, 1], savedPrices: { 3: 1299, 1: 2499 } };
    expect(wishlistSlice.reducer(full, loggedOut())).toEqual(initialWishlistState);
    const store = makeStore({ wishlist: full });
    store.dispatch(loggedOut());
    expect(selectWishlistIds(store.getState())).toEqual([]);
  });
});

describe('saving with the price of the day (issue 19)', () => {
  it('saveToWishlist keeps the catalogue price the product has now', () => {
    const store = makeStore();
    store.dispatch(saveToWishlist(1));
    store.dispatch(saveToWishlist(9999));
    expect(store.getState().wishlist).toEqual({ ids: [1], savedPrices: { 1: PRODUCTS[0]!.price } });
  });

  it('saving again keeps the first price, and removing forgets it', () => {
    const store = makeStore();
    store.dispatch(wishlistItemAdded({ id: 3, price: 5000 }));
    store.dispatch(wishlistItemAdded({ id: 3, price: 100 }));
    expect(store.getState().wishlist.savedPrices).toEqual({ 3: 5000 });
    store.dispatch(removeFromWishlist(3));
    expect(store.getState().wishlist).toEqual({ ids: [], savedPrices: {} });
  });

  it('Undo puts the price it was saved at back with the product', () => {
    const store = makeStore({ wishlist: { ids: [3, 1], savedPrices: { 3: 5000, 1: 4000 } } });
    store.dispatch(removeFromWishlist(1));
    expect(store.getState().wishlist.savedPrices).toEqual({ 3: 5000 });
    store.dispatch(wishlistItemRestored({ id: 1, index: 1, price: 4000 }));
    expect(store.getState().wishlist).toEqual({ ids: [3, 1], savedPrices: { 3: 5000, 1: 4000 } });
  });
});

describe('price drops', () => {
  const price = (id: number) => PRODUCTS.find((p) => p.id === id)!.price;

  it('says by how much a saved product costs less than when it was saved, and counts such products', () => {
    // Saved when product 1 cost ₹300 more and product 5 ₹120 more; product 2 at today's price.
    const state = makeStore({
      wishlist: { ids: [1, 2, 5], savedPrices: { 1: price(1) + 300, 2: price(2), 5: price(5) + 120 } },
    }).getState();
    expect(selectWishlistEntries(state).map(({ product, priceDrop }) => [product.id, priceDrop])).toEqual([
      [1, 300],
      [2, 0],
      [5, 120],
    ]);
    expect(selectPriceDropCount(state)).toBe(2);
  });

  it('never calls a price rise, or an unknown saved price, a drop', () => {
    const state = makeStore({ wishlist: { ids: [1, 2], savedPrices: { 1: price(1) - 100 } } }).getState();
    expect(selectWishlistEntries(state).map((entry) => entry.priceDrop)).toEqual([0, 0]);
    expect(selectPriceDropCount(state)).toBe(0);
    expect(priceDropOf(PRODUCTS[0]!, undefined)).toBe(0);
  });
});

describe('wishlist selectors', () => {
  it('says whether a product is saved', () => {
    const state = makeStore({ wishlist: { ids: [3], savedPrices: {} } }).getState();
    expect(selectIsWishlisted(state, 3)).toBe(true);
    expect(selectIsWishlisted(state, 4)).toBe(false);
  });

  it('gives the saved catalogue products, leaving out ids matching no product, and counts them', () => {
    const state = makeStore({ wishlist: { ids: [5, 9999, 2], savedPrices: {} } }).getState();
    expect(selectWishlistProducts(state)).toEqual([PRODUCTS[4], PRODUCTS[1]]);
    expect(selectWishlistCount(state)).toBe(2);
  });
});

describe('saved ids read back before their products arrived (the browser loads the catalogue piece by piece)', () => {
  it("keeps a product whose saved price was missing at today's price once it arrives", () => {
    const state = wishlistSlice.reducer(
      { ids: [2, 5], savedPrices: { 2: 100 } },
      productsLoaded(PRODUCTS.slice(0, 6)),
    );
    expect(state).toEqual({ ids: [2, 5], savedPrices: { 2: 100, 5: PRODUCTS[4]!.price } });
  });

  it('drops a saved product the catalogue does not have', () => {
    const state = wishlistSlice.reducer(
      { ids: [2, 5000], savedPrices: { 2: 100, 5000: 9 } },
      productsAbsent([5000]),
    );
    expect(state).toEqual({ ids: [2], savedPrices: { 2: 100 } });
  });

  it('is left as it is when none of the absent ids is saved (nothing re-renders)', () => {
    const before = { ids: [2, 5], savedPrices: { 2: 100, 5: 200 } };
    expect(wishlistSlice.reducer(before, productsAbsent([5000, 5001]))).toBe(before);
  });
});
