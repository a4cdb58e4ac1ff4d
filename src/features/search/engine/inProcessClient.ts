import type { Product } from '@/features/catalog';
import type { Suggestion } from '../types';
import { createCatalogQueries, type CatalogQueries } from './catalogQueries';
import { listingKey, type ListingResult } from './listing';
import * as productSearch from './productSearch';
import { remember, type QueryClient } from './queryClient';
import { respellQuery } from './spellings';

const NO_LISTENER = () => () => undefined;

/**
 * The queries on the spot over the catalogue `products()` returns (the store's, in the tests and
 * stories; the whole bundled catalogue, in the prerender), answers kept per catalogue so that the
 * same request gives the same object. `record` keeps every listing answered, for the prerender to
 * write into its page. The spellings table is at hand from the start (the worker loads it on the
 * first search that finds nothing: the same answers).
 */
export function inProcessClient(
  products: () => readonly Product[],
  {
    subscribe = NO_LISTENER,
    record,
  }: { subscribe?: QueryClient['subscribe']; record?: Map<string, ListingResult> } = {},
): QueryClient {
  const perCatalog = new WeakMap<
    readonly Product[],
    {
      queries: CatalogQueries;
      listings: Map<string, ListingResult>;
      suggestions: Map<string, Suggestion[]>;
    }
  >();
  const current = () => {
    const catalog = products();
    let entry = perCatalog.get(catalog);
    if (!entry) {
      entry = {
        queries: createCatalogQueries(catalog, productSearch, respellQuery),
        listings: new Map(),
        suggestions: new Map(),
      };
      perCatalog.set(catalog, entry);
    }
    return entry;
  };
  return {
    // Answers change only with the catalogue (a test's store given other products).
    subscribe(listener) {
      let catalog = products();
      return subscribe(() => {
        if (products() === catalog) return;
        catalog = products();
        listener();
      });
    },
    peekListing(request) {
      const { queries, listings } = current();
      const key = listingKey(request);
      const result = listings.get(key) ?? remember(listings, key, queries.listing(request));
      record?.set(key, result);
      return result;
    },
    peekSuggestions(query) {
      const { queries, suggestions } = current();
      return suggestions.get(query) ?? remember(suggestions, query, queries.suggest(query));
    },
    requestListing: () => undefined,
    requestSuggestions: () => undefined,
    failed: () => false,
    retry: () => undefined,
    prepare: () => undefined,
  };
}
