/**
 * The few pieces of the search URL that the header's search box needs at once, kept apart from
 * urlState.ts (parsing, filters, sort options) so that the first screen does not load those.
 */

/** URL search parameter names of a listing's state. */
export const PARAM = {
  query: 'q',
  brand: 'brand',
  size: 'size',
  color: 'color',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  sort: 'sort',
  view: 'view',
} as const;

/** RFC 3986 encoding: spaces as %20 and apostrophes as %27 ("Levi%27s"), unlike URLSearchParams' "+". */
export const encodeParam = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The search URL for a query, optionally with one brand ticked (what the header box and its brand
 * suggestions navigate to). The same URL as urlState's `searchUrl(query, { brands: [brand] })`.
 */
export function searchHref(query: string, brand?: string): string {
  const pairs: string[] = [];
  const trimmed = query.trim();
  if (trimmed) pairs.push(`${PARAM.query}=${encodeParam(trimmed)}`);
  if (brand) pairs.push(`${PARAM.brand}=${encodeParam(brand)}`);
  return pairs.length > 0 ? `/search?${pairs.join('&')}` : '/search';
}
