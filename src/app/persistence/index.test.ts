import type { Reducer } from '@reduxjs/toolkit';
import { bundledSource, PRODUCTS } from '@/features/catalog';
import { withPersistence } from '.';

const catalog = bundledSource(PRODUCTS);

describe('withPersistence', () => {
  it('wraps each persisted slice and leaves the others as they are', () => {
    const slice: Reducer = (state = {}) => state;
    const reducers = {
      auth: slice,
      cart: slice,
      wishlist: slice,
      orders: slice,
      preferences: slice,
      reviews: slice,
      search: slice,
    };
    const wrapped = withPersistence(reducers, catalog);
    expect(Object.keys(wrapped)).toEqual(Object.keys(reducers));
    expect(wrapped.search).toBe(slice);
    for (const name of ['auth', 'cart', 'wishlist', 'orders', 'preferences', 'reviews'] as const) {
      expect(wrapped[name]).not.toBe(slice);
    }
  });

  it('names the slice a stored key needs when the store has none', () => {
    expect(() => withPersistence({}, catalog)).toThrow('The store has no auth slice for the user key');
  });
});
