import catalogueUrl from './data/products.json?url';
import { withDerivedFields, type CatalogueEntry } from './productFields';
import type { Product } from './types';

/**
 * The catalogue, fetched: the build emits data/products.json as a content-hashed data file
 * (`catalogue.[hash].json`), every page preloads it beside main.js, and the service worker keeps
 * it for offline visits. So no page's JavaScript carries the catalogue. Fails (rejects) when the
 * file cannot be fetched or read, after one more try.
 */
export async function loadCatalogue(): Promise<Product[]> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(catalogueUrl);
      if (!response.ok) throw new Error(`The catalogue answered ${response.status}`);
      const entries = (await response.json()) as CatalogueEntry[];
      return entries.map(withDerivedFields);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
