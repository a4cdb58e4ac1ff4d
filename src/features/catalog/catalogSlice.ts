import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CatalogSummary } from './summary';
import type { Product } from './types';

export interface CatalogState {
  /**
   * The products at hand. In the tests and the stories the whole catalogue; in the browser the
   * products loaded so far (what the first screens show, then what the shopper's cart, wishlist
   * and pages name): the shop never holds a large catalogue on its main thread.
   */
  products: readonly Product[];
  /**
   * What the whole catalogue says (its manifest: summary.ts). Left out when `products` is the
   * whole catalogue, which then says it itself.
   */
  summary?: CatalogSummary;
  /** Ids asked for that the catalogue does not have. */
  absent?: readonly number[];
}

export const initialCatalogState: CatalogState = { products: [] };

export const catalogSlice = createSlice({
  name: 'catalog',
  initialState: initialCatalogState,
  reducers: {
    /** The catalogue's manifest arrived: what the whole catalogue says (the app loads it before its first render). */
    summaryLoaded(state, action: PayloadAction<CatalogSummary>) {
      state.summary = action.payload;
    },
    /** Products arrived (a shard, the manifest's, a listing's card): each is kept once. */
    productsLoaded(state, action: PayloadAction<readonly Product[]>) {
      // The first products a store gets (a whole catalogue, the manifest's): taken as they are.
      if (state.products.length === 0) {
        state.products = action.payload as Product[];
        return;
      }
      const known = new Set(state.products.map((p) => p.id));
      for (const product of action.payload) {
        if (known.has(product.id)) continue;
        known.add(product.id);
        state.products.push(product as Product);
      }
    },
    /** Ids the catalogue turned out not to have. */
    productsAbsent(state, action: PayloadAction<readonly number[]>) {
      state.absent = [...new Set([...(state.absent ?? []), ...action.payload])];
    },
  },
});

export const { summaryLoaded, productsLoaded, productsAbsent } = catalogSlice.actions;
