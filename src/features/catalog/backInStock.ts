import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { backInStock, type PreferencesState } from '@/features/preferences';
import type { CatalogState } from './catalogSlice';
import { isSoldOut } from './stock';

/**
 * Back-in-stock alerts meet the catalogue (issue 19): when the catalogue this visit loaded (a new
 * deployment) has a size in stock that the shopper asked to hear about, `backInStock` drops the
 * alert and the message says '{name} in {size} is back in stock' with 'View'. The app runs it once
 * the catalogue and the stored preferences are both there (main.tsx). An alert whose size is still
 * sold out, or that the catalogue no longer offers, waits.
 */
export const checkStockAlerts =
  (): ThunkAction<void, { catalog: CatalogState; preferences: PreferencesState }, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const { catalog, preferences } = getState();
    for (const { productId, size } of preferences.stockAlerts) {
      const product = catalog.products.find((p) => p.id === productId);
      if (product && product.size.includes(size) && !isSoldOut(product, size))
        dispatch(backInStock({ productId, size, name: product.name }));
    }
  };
