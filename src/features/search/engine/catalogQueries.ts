import { isDiscounted, sortProducts, type Product, type SortKey } from '@/features/catalog';
import { applyFilters, facetCounts } from '../filters';
import type { Filters } from '../searchSlice';
import type { Facets } from '../types';
import type { Suggestion } from '../types';
import type { ListingBase, ListingRequest, ListingResult } from './listing';
import * as productSearch from './productSearch';

/**
 * A query that found nothing, with its words respelled (spellings.ts `respellQuery`), or undefined;
 * `finds` says whether a search for a query has results.
 */
export type Respell = (query: string, finds: (query: string) => boolean) => string | undefined;

const sameFilters = (a: Filters, b: Filters) =>
  a.priceRange[0] === b.priceRange[0] &&
  a.priceRange[1] === b.priceRange[1] &&
  a.brands.join('\u0000') === b.brands.join('\u0000') &&
  a.sizes.join('\u0000') === b.sizes.join('\u0000') &&
  a.colors.join('\u0000') === b.colors.join('\u0000');

/** The search engine's functions the queries use (the module itself; a test may count calls). */
type Engine = Pick<typeof productSearch, 'searchProducts' | 'suggestFor'>;

export interface CatalogQueries {
  listing(request: ListingRequest): ListingResult;
  /** The suggestion list under a search box for what is typed. */
  suggest(query: string): Suggestion[];
  /** Builds the search index now (it is otherwise built by the first search). */
  prepareSearch(): void;
  /** Whether a query that finds nothing is asked again respelled (useRespell). */
  respells(): boolean;
  /** From now on, a query that finds nothing is asked again with its words respelled. */
  useRespell(respell: Respell): void;
}

/**
 * The queries over one catalogue: what a listing shows (listing.ts) and what a search box
 * suggests. In the catalogue's worker in the browser (catalogueService.ts), on the spot in the
 * tests, the stories and the prerender (inProcessClient.ts): the same answers either way.
 * Each step keeps its last answer, as memoized selectors would:
 * the base list per base (a category's products, a search's results), the filtered list and its
 * facets per filters, the sorted list per sort; so Load more only slices, a new sort only sorts,
 * and the same filters are never counted twice.
 */
export function createCatalogQueries(
  products: readonly Product[],
  engine: Engine = productSearch,
  initialRespell?: Respell,
): CatalogQueries {
  let respell = initialRespell;
  const bases = new Map<string, readonly Product[]>();
  let filtered: { base: readonly Product[]; filters: Filters; list: Product[]; facets: Facets } | undefined;
  let sorted: { list: readonly Product[]; sort: SortKey; sorted: Product[] } | undefined;

  const finds = (query: string) => engine.searchProducts(products, query).length > 0;
  /** What `ask` answers for `query`, or, when that is nothing, for the query respelled. */
  function orRespelled<T extends readonly unknown[]>(query: string, ask: (query: string) => T): T {
    const answer = ask(query);
    const other = answer.length === 0 && respell ? respell(query, finds) : undefined;
    return other === undefined ? answer : ask(other);
  }
  const searchOrRespelled = (query: string) =>
    orRespelled(query, (asked) => engine.searchProducts(products, asked));

  function baseOf(base: ListingBase): readonly Product[] {
    const key =
      base.kind === 'category' ? `c:${base.category}` : base.kind === 'sale' ? 'sale' : `q:${base.query}`;
    let list = bases.get(key);
    if (!list) {
      list =
        base.kind === 'category'
          ? products.filter((p) => p.category === base.category)
          : base.kind === 'sale'
            ? products.filter(isDiscounted)
            : base.query
              ? searchOrRespelled(base.query)
              : [];
      // The categories and the sale are kept; of searches, the last few.
      if (base.kind === 'search') {
        for (const old of bases.keys()) {
          if (bases.size < 8) break;
          if (old.startsWith('q:')) bases.delete(old);
        }
      }
      bases.set(key, list);
    }
    return list;
  }

  return {
    listing({ base, filters, sort, limit }) {
      const all = baseOf(base);
      if (!filtered || filtered.base !== all || !sameFilters(filtered.filters, filters)) {
        filtered = {
          base: all,
          filters,
          list: applyFilters(all, filters),
          facets: facetCounts(all, filters),
        };
      }
      if (!sorted || sorted.list !== filtered.list || sorted.sort !== sort) {
        sorted = { list: filtered.list, sort, sorted: sortProducts(filtered.list, sort) };
      }
      return {
        baseTotal: all.length,
        total: sorted.sorted.length,
        facets: filtered.facets,
        products: sorted.sorted.slice(0, limit),
      };
    },
    suggest: (query) => orRespelled(query, (asked) => engine.suggestFor(products, asked)),
    prepareSearch: () => void engine.searchProducts(products, 'a'),
    respells: () => respell !== undefined,
    useRespell(next) {
      respell = next;
      // A search answered without the table may find something now.
      for (const key of bases.keys()) if (key.startsWith('q:')) bases.delete(key);
    },
  };
}
