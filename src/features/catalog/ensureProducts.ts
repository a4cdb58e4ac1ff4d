import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { productsAbsent, productsLoaded, type CatalogState } from './catalogSlice';
import type { ProductSource } from './productSource';
import { missingProductIds } from './selectors';
import type { Product } from './types';

/** A thunk of the catalogue: it reads the catalog slice and gets the store's product source. */
type CatalogThunk<R> = ThunkAction<R, { catalog: CatalogState }, { products: ProductSource }, UnknownAction>;

/**
 * Brings the products of these ids into the store, from the store's product source (in the browser,
 * the catalogue's shards that hold them: a product page fetches one shard, never the catalogue).
 * Ids the catalogue does not have are recorded as absent. Nothing to do when the store holds the
 * whole catalogue. Rejects when a shard cannot be fetched (offline before it was cached).
 */
export const ensureProducts =
  (ids: readonly number[]): CatalogThunk<Promise<void>> =>
  async (dispatch, getState, { products: source }) => {
    const missing = missingProductIds(getState(), ids);
    if (missing.length === 0) return;
    await source.load(missing);
    const found: Product[] = [];
    const absent: number[] = [];
    for (const id of missing) {
      const product = source.peek(id);
      if (product) found.push(product);
      else if (source.isAbsent(id)) absent.push(id);
    }
    if (found.length > 0) dispatch(productsLoaded(found));
    if (absent.length > 0) dispatch(productsAbsent(absent));
  };
