import { BRANDS, SEARCH_SORT_OPTIONS, type SortKey } from '@/features/catalog';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@/shared/lib/catalogOptions';
import { DEFAULT_PRICE_RANGE } from '@/shared/lib/constants';
import { KNOWN_COLORS, KNOWN_SIZES } from './filters';
import { initialSearchState, type Filters, type SearchState, type ViewMode } from './searchSlice';
import { foldText } from './engine/text';
import { PARAM, encodeParam } from './searchHref';

/**
 * The URL form of a listing's state (decisions.md, Search and filters):
 *   /search?q=shirt&brand=Levi%27s&size=M&color=Blue&minPrice=0&maxPrice=1000&sort=priceLowToHigh&view=list
 * Repeated parameters hold several values. Defaults are left out (no price range when it is
 * 0–10000, no sort when it is the listing's default, no view when it is grid), so a plain
 * `/search?q=shirt` and a shared link with every parameter both read back exactly.
 */

/** Longest query kept from a URL. */
export const MAX_QUERY_LENGTH = 100;

export interface UrlStateOptions {
  /** The sorts this listing offers (default: search's four). Any other value reads as the default. */
  sortOptions?: readonly { value: SortKey }[];
  /** The sort when the URL names none (default 'featured'; the sale listing uses 'discount'). */
  defaultSort?: SortKey;
}

type ParamsInput = URLSearchParams | string;

/** Values from `raw` that name a known option (compared folded: "levis" → "Levi's"), deduplicated, in the known order. */
function pickKnown(raw: readonly string[], known: readonly string[]): string[] {
  const wanted = new Set(raw.map(foldText));
  return known.filter((k) => wanted.has(foldText(k)));
}

function parsePrice(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) return fallback;
  const snapped = Math.round(n / PRICE_STEP) * PRICE_STEP;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, snapped));
}

/**
 * Reads a listing's state from URL search params, defensively: an unknown sort or view reads as
 * the default; prices that are not numbers read as the default bound, others snap to the ₹100 step
 * and are clamped to 0–10000, swapped when min > max; brands, sizes and colours the shop does not
 * know are dropped.
 */
export function parseSearchParams(input: ParamsInput, options: UrlStateOptions = {}): SearchState {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const sortOptions = options.sortOptions ?? SEARCH_SORT_OPTIONS;
  const defaultSort = options.defaultSort ?? initialSearchState.sort;

  const query = (params.get(PARAM.query) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  let min = parsePrice(params.get(PARAM.minPrice), DEFAULT_PRICE_RANGE[0]);
  let max = parsePrice(params.get(PARAM.maxPrice), DEFAULT_PRICE_RANGE[1]);
  if (min > max) [min, max] = [max, min];
  const filters: Filters = {
    priceRange: [min, max],
    brands: pickKnown(params.getAll(PARAM.brand), BRANDS),
    sizes: pickKnown(params.getAll(PARAM.size), KNOWN_SIZES),
    colors: pickKnown(params.getAll(PARAM.color), KNOWN_COLORS),
  };
  const rawSort = params.get(PARAM.sort);
  const sort = sortOptions.find((o) => o.value === rawSort)?.value ?? defaultSort;
  const view: ViewMode = params.get(PARAM.view) === 'list' ? 'list' : 'grid';
  return { query, filters, sort, view };
}

/** The URL search params for a listing's state (the inverse of parseSearchParams; defaults left out). */
export function toSearchParams(state: SearchState, options: UrlStateOptions = {}): URLSearchParams {
  const defaultSort = options.defaultSort ?? initialSearchState.sort;
  const params = new URLSearchParams();
  const query = state.query.trim();
  if (query) params.set(PARAM.query, query);
  for (const b of state.filters.brands) params.append(PARAM.brand, b);
  for (const s of state.filters.sizes) params.append(PARAM.size, s);
  for (const c of state.filters.colors) params.append(PARAM.color, c);
  const [min, max] = state.filters.priceRange;
  if (min !== DEFAULT_PRICE_RANGE[0] || max !== DEFAULT_PRICE_RANGE[1]) {
    params.set(PARAM.minPrice, String(min));
    params.set(PARAM.maxPrice, String(max));
  }
  if (state.sort !== defaultSort) params.set(PARAM.sort, state.sort);
  if (state.view !== 'grid') params.set(PARAM.view, state.view);
  return params;
}

/** The URL search string for a listing's state: "?q=silk%20saree&brand=Levi%27s", or "" for the defaults. */
export function toSearchString(state: SearchState, options: UrlStateOptions = {}): string {
  const pairs = [...toSearchParams(state, options)].map(([k, v]) => `${encodeParam(k)}=${encodeParam(v)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The search URL for a query (what the header box and its suggestions navigate to). */
export function searchUrl(query: string, filters: Partial<Filters> = {}): string {
  const state = { ...initialSearchState, query, filters: { ...initialSearchState.filters, ...filters } };
  return `/search${toSearchString(state)}`;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** Whether two listing states are equal value for value. */
export function sameSearchState(a: SearchState, b: SearchState): boolean {
  return (
    a.query === b.query &&
    a.sort === b.sort &&
    a.view === b.view &&
    a.filters.priceRange[0] === b.filters.priceRange[0] &&
    a.filters.priceRange[1] === b.filters.priceRange[1] &&
    sameList(a.filters.brands, b.filters.brands) &&
    sameList(a.filters.sizes, b.filters.sizes) &&
    sameList(a.filters.colors, b.filters.colors)
  );
}
