import MiniSearch, { type Query } from 'minisearch';
import type { Product } from '../../catalog';
import { CATEGORIES, type CategoryName } from '../../../shared/lib/constants';
import type { Suggestion } from '../types';
import { foldText, queryWords, transpositions } from './text';

/**
 * The product search engine (MiniSearch). This module is loaded on demand in its own chunk
 * (see loadSearchEngine.ts): the home page never downloads it.
 *
 * Matching: case-insensitive over name, brand, category, type and colour; every query word must
 * match (AND); words of 3+ letters also match as a prefix ("jean" → jeans); words of 4+ letters
 * tolerate one typo (a wrong, missing, extra or swapped letter: "shrit" → shirts).
 * Ranking ("Featured" on search): first the products where more query words match exactly (so a
 * typo or prefix match never outranks an exact one: "nike" lists Nike before "Nine"), then BM25
 * relevance with name matches weighted above type, brand, category and colour matches; ties keep
 * catalogue order.
 */

export const SEARCH_FIELDS = ['name', 'brand', 'category', 'type', 'color'] as const;
/** Field weights: a word in the name counts most. */
export const FIELD_BOOST: Record<(typeof SEARCH_FIELDS)[number], number> = {
  name: 4,
  type: 2,
  brand: 1.5,
  category: 1,
  color: 1,
};
/** Words at least this long tolerate one typo. */
export const TYPO_MIN_LENGTH = 4;
/** Words at least this long also match as a prefix on the results page. */
export const PREFIX_MIN_LENGTH = 3;
/** Weight of a swapped-letters match (MiniSearch's own weight for fuzzy matches). */
const TYPO_WEIGHT = 0.45;
export const MAX_PRODUCT_SUGGESTIONS = 6;
export const MAX_BRAND_SUGGESTIONS = 3;

interface ProductIndex {
  mini: MiniSearch<Product>;
  byId: Map<number, Product>;
  position: Map<number, number>;
}

/** One index per catalogue array (memoized on its identity), built on first use. */
const indexes = new WeakMap<readonly Product[], ProductIndex>();
let buildCount = 0;

/** How many indexes have been built (for tests: the index is built once per catalogue). */
export function indexBuildCount(): number {
  return buildCount;
}

function getIndex(products: readonly Product[]): ProductIndex {
  const existing = indexes.get(products);
  if (existing) return existing;
  const mini = new MiniSearch<Product>({
    fields: [...SEARCH_FIELDS],
    idField: 'id',
    extractField: (product, field) => {
      const value = product[field as keyof Product];
      return field === 'id' || typeof value === 'string' ? value : '';
    },
    tokenize: queryWords,
    // Queries are folded by queryWords before they reach the index; the index folds its fields.
    processTerm: (term) => term || null,
    searchOptions: { boost: FIELD_BOOST },
  });
  mini.addAll(products as Product[]);
  const index: ProductIndex = {
    mini,
    byId: new Map(products.map((p) => [p.id, p])),
    position: new Map(products.map((p, i) => [p.id, i])),
  };
  indexes.set(products, index);
  buildCount += 1;
  return index;
}

function wordQuery(word: string, prefixMinLength: number): Query {
  const exact: Query = {
    combineWith: 'OR',
    queries: [word],
    prefix: word.length >= prefixMinLength,
    fuzzy: word.length >= TYPO_MIN_LENGTH ? 1 : false,
  };
  const swapped = word.length >= TYPO_MIN_LENGTH ? transpositions(word) : [];
  if (swapped.length === 0) return exact;
  return {
    combineWith: 'OR',
    queries: [
      exact,
      { combineWith: 'OR', queries: swapped, prefix: false, fuzzy: false, boostTerm: () => TYPO_WEIGHT },
    ],
  };
}

function run(products: readonly Product[], query: string, prefixMinLength: number): Product[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const { mini, byId, position } = getIndex(products);
  const hits = mini
    .search({ combineWith: 'AND', queries: words.map((w) => wordQuery(w, prefixMinLength)) })
    .map((hit) => ({
      id: hit.id as number,
      score: hit.score,
      exactWords: words.filter((w) => hit.terms.includes(w)).length,
    }));
  hits.sort(
    (a, b) =>
      b.exactWords - a.exactWords ||
      b.score - a.score ||
      (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0),
  );
  const found: Product[] = [];
  for (const hit of hits) {
    const product = byId.get(hit.id);
    if (product) found.push(product);
  }
  return found;
}

/** The products matching every word of `query`, most relevant first (a new array each call). */
export function searchProducts(products: readonly Product[], query: string): Product[] {
  return run(products, query, PREFIX_MIN_LENGTH);
}

/** Up to `limit` products for the suggestions under a search box: every word may be a prefix (typing). */
export function suggestProducts(
  products: readonly Product[],
  query: string,
  limit = MAX_PRODUCT_SUGGESTIONS,
): Product[] {
  return run(products, query, 1).slice(0, limit);
}

/** Every query word is the start of a word of `name` ("lev" → Levi's, "body" → The Body Shop). */
function namePrefixMatch(name: string, words: string[]): boolean {
  const nameWords = queryWords(name);
  const joined = nameWords.join('');
  return words.every((w) => nameWords.some((n) => n.startsWith(w)) || joined.startsWith(w));
}

/** Categories whose name starts with the query ("wom" → Women; "men" → Men, not Women). */
export function suggestCategories(query: string): CategoryName[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return CATEGORIES.filter((c) => namePrefixMatch(c, words));
}

/** Brands (of those that have products) whose name words start with the query words. */
export function suggestBrands(
  products: readonly Product[],
  query: string,
  limit = MAX_BRAND_SUGGESTIONS,
): string[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const brands = [...new Set(products.map((p) => p.brand).filter((b): b is string => !!b))];
  return brands
    .filter((b) => namePrefixMatch(b, words))
    .sort((a, b) => foldText(a).localeCompare(foldText(b)))
    .slice(0, limit);
}

/** The suggestion list under a search box: matching categories, brands, then up to 6 products. */
export function suggestFor(products: readonly Product[], query: string): Suggestion[] {
  return [
    ...suggestCategories(query).map((category): Suggestion => ({ kind: 'category', category })),
    ...suggestBrands(products, query).map((brand): Suggestion => ({ kind: 'brand', brand })),
    ...suggestProducts(products, query).map((product): Suggestion => ({ kind: 'product', product })),
  ];
}
