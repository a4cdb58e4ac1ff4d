import SearchableMap from 'minisearch/SearchableMap';
import type { Product } from '@/features/catalog';
import { CATEGORIES, type CategoryName } from '@/shared/lib/constants';
import type { Suggestion } from '../types';
import { foldText, queryWords, transpositions } from './text';

/**
 * The product search engine. This module is loaded on demand in its own chunk (see
 * loadSearchEngine.ts): the home page never downloads it.
 *
 * Matching: case-insensitive over name, brand, category, type and colour; every query word must
 * match (AND); words of 3+ letters also match as a prefix ("jean" → jeans); words of 4+ letters
 * tolerate one typo (a wrong, missing, extra or swapped letter: "shrit" → shirts).
 * Ranking ("Featured" on search): first the products where more query words match exactly (so a
 * typo or prefix match never outranks an exact one: "nike" lists Nike before "Nine"), then BM25
 * relevance with name matches weighted above type, brand, category and colour matches; ties keep
 * catalogue order.
 *
 * The scoring is MiniSearch's (BM25 with its parameters and its prefix and fuzzy weights, summed in
 * the same order, so the ranking is the one MiniSearch gives), computed over typed-array postings:
 * a query costs a few array reads per matching product and field, without an object per match,
 * so it stays within a few milliseconds on a catalogue of 100,000 products (see bench/).
 * MiniSearch's radix tree (SearchableMap) finds the prefix and one-typo spellings of each word.
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

/** MiniSearch's BM25 parameters and its weights of prefix and fuzzy (one-typo) matches. */
const BM25_K = 1.2;
const BM25_B = 0.7;
const BM25_D = 0.5;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

const FIELD_BOOSTS = SEARCH_FIELDS.map((field) => FIELD_BOOST[field]);

/** The products having a term in one field (ascending positions), how often, and the term's IDF there. */
interface Postings {
  docs: Int32Array;
  freqs: Uint16Array;
  idf: number;
}

/** Per-query work arrays, one slot per product; a slot counts only when its stamp is current. */
interface Scratch {
  spec: Float64Array;
  specStamp: Int32Array;
  word: Float64Array;
  wordStamp: Int32Array;
  swapped: Float64Array;
  swappedStamp: Int32Array;
  total: Float64Array;
  totalStamp: Int32Array;
  /** How many query words a product has verbatim, and how many distinct query terms it matched. */
  exact: Uint8Array;
  quality: Uint8Array;
  countStamp: Int32Array;
  markStamp: Int32Array;
  score: Float64Array;
  stamp: number;
}

interface ProductIndex {
  products: readonly Product[];
  /** Every term of the catalogue → its number (inserted in MiniSearch's order, so lookups list terms in its order). */
  terms: SearchableMap<number>;
  /** Term number → postings per field (undefined where the term does not occur). */
  postings: (Postings | undefined)[][];
  /** Distinct terms per field and product, and their average per field. */
  fieldLength: Uint16Array[];
  avgFieldLength: number[];
  scratch?: Scratch;
}

/** One index per catalogue array (memoized on its identity), built on first use. */
const indexes = new WeakMap<readonly Product[], ProductIndex>();
let buildCount = 0;

/** How many indexes have been built (for tests: the index is built once per catalogue). */
export function indexBuildCount(): number {
  return buildCount;
}

function fieldText(product: Product, field: (typeof SEARCH_FIELDS)[number]): string {
  const value = product[field];
  return typeof value === 'string' ? value : '';
}

function buildIndex(products: readonly Product[]): ProductIndex {
  const n = products.length;
  const terms = new SearchableMap<number>();
  const building: { docs: number[]; freqs: number[] }[][] = [];
  const fieldLength = SEARCH_FIELDS.map(() => new Uint16Array(n));
  const avgFieldLength = SEARCH_FIELDS.map(() => 0);
  products.forEach((product, doc) => {
    SEARCH_FIELDS.forEach((field, f) => {
      // The fields are folded and split like queries (queryWords), so both sides agree on words.
      const words = queryWords(fieldText(product, field));
      const length = new Set(words).size;
      fieldLength[f]![doc] = length;
      avgFieldLength[f] = (avgFieldLength[f]! * doc + length) / (doc + 1);
      for (const word of words) {
        const id = terms.fetch(word, () => building.push([]) - 1);
        const entry = (building[id]![f] ??= { docs: [], freqs: [] });
        const last = entry.docs.length - 1;
        if (entry.docs[last] === doc) entry.freqs[last]! += 1;
        else {
          entry.docs.push(doc);
          entry.freqs.push(1);
        }
      }
    });
  });
  const postings = building.map((fields) =>
    SEARCH_FIELDS.map((_, f): Postings | undefined => {
      const entry = fields[f];
      if (!entry) return undefined;
      const matching = entry.docs.length;
      return {
        docs: Int32Array.from(entry.docs),
        freqs: Uint16Array.from(entry.freqs),
        idf: Math.log(1 + (n - matching + 0.5) / (matching + 0.5)),
      };
    }),
  );
  return { products, terms, postings, fieldLength, avgFieldLength };
}

function getIndex(products: readonly Product[]): ProductIndex {
  const existing = indexes.get(products);
  if (existing) return existing;
  const index = buildIndex(products);
  indexes.set(products, index);
  buildCount += 1;
  return index;
}

function scratchFor(index: ProductIndex): Scratch {
  const n = index.products.length;
  if (!index.scratch || index.scratch.stamp > 2_000_000_000) {
    index.scratch = {
      spec: new Float64Array(n),
      specStamp: new Int32Array(n),
      word: new Float64Array(n),
      wordStamp: new Int32Array(n),
      swapped: new Float64Array(n),
      swappedStamp: new Int32Array(n),
      total: new Float64Array(n),
      totalStamp: new Int32Array(n),
      exact: new Uint8Array(n),
      quality: new Uint8Array(n),
      countStamp: new Int32Array(n),
      markStamp: new Int32Array(n),
      score: new Float64Array(n),
      stamp: 0,
    };
  }
  return index.scratch;
}

/** Scores of one term spelling in every field into `acc` (the slots stamped `stamp`), in field order. */
function scoreTerm(
  index: ProductIndex,
  termId: number,
  weight: number,
  acc: Float64Array,
  accStamp: Int32Array,
  stamp: number,
  touched: number[],
): void {
  const fields = index.postings[termId]!;
  for (let f = 0; f < FIELD_BOOSTS.length; f += 1) {
    const postings = fields[f];
    if (!postings) continue;
    const { docs, freqs, idf } = postings;
    const w = weight * FIELD_BOOSTS[f]!;
    const lengths = index.fieldLength[f]!;
    const avg = index.avgFieldLength[f]!;
    for (let i = 0; i < docs.length; i += 1) {
      const doc = docs[i]!;
      const tf = freqs[i]!;
      // BM25 exactly as MiniSearch computes it.
      const score =
        w *
        (idf *
          (BM25_D + (tf * (BM25_K + 1)) / (tf + BM25_K * (1 - BM25_B + (BM25_B * lengths[doc]!) / avg))));
      if (accStamp[doc] === stamp) acc[doc]! += score;
      else {
        accStamp[doc] = stamp;
        acc[doc] = score;
        touched.push(doc);
      }
    }
  }
}

/**
 * One query term: its exact spelling, then (optionally) the longer words it starts and the words one
 * typo away, each with MiniSearch's weight for that kind of match. Returns the products it matched.
 */
function scoreSpec(
  index: ProductIndex,
  scratch: Scratch,
  term: string,
  prefix: boolean,
  fuzzy: boolean,
  termBoost: number,
): { stamp: number; touched: number[] } {
  const stamp = (scratch.stamp += 1);
  const touched: number[] = [];
  const exact = index.terms.get(term);
  if (exact !== undefined)
    scoreTerm(index, exact, termBoost, scratch.spec, scratch.specStamp, stamp, touched);
  const typos = fuzzy ? index.terms.fuzzyGet(term, 1) : undefined;
  if (prefix) {
    for (const [longer, id] of index.terms.atPrefix(term)) {
      const distance = longer.length - term.length;
      if (!distance) continue;
      typos?.delete(longer);
      const weight = (PREFIX_WEIGHT * longer.length) / (longer.length + 0.3 * distance);
      scoreTerm(index, id, weight * termBoost, scratch.spec, scratch.specStamp, stamp, touched);
    }
  }
  if (typos) {
    for (const [other, [id, distance]] of typos) {
      if (!distance) continue;
      const weight = (FUZZY_WEIGHT * other.length) / (other.length + distance);
      scoreTerm(index, id, weight * termBoost, scratch.spec, scratch.specStamp, stamp, touched);
    }
  }
  return { stamp, touched };
}

/** Adds the slots `from` stamped `fromStamp` into `acc` (stamp `stamp`), as MiniSearch's OR does. */
function addInto(
  touched: readonly number[],
  from: Float64Array,
  acc: Float64Array,
  accStamp: Int32Array,
  stamp: number,
  accTouched: number[],
): void {
  for (const doc of touched) {
    if (accStamp[doc] === stamp) acc[doc]! += from[doc]!;
    else {
      accStamp[doc] = stamp;
      acc[doc] = from[doc]!;
      accTouched.push(doc);
    }
  }
}

function run(products: readonly Product[], query: string, prefixMinLength: number): Product[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const index = getIndex(products);
  const s = scratchFor(index);
  /** Products matched per query term spelling (for the count of distinct terms a product matched). */
  const matchedBy = new Map<string, number[][]>();
  const matched = (term: string, touched: number[]) => {
    const lists = matchedBy.get(term);
    if (lists) lists.push(touched);
    else matchedBy.set(term, [touched]);
  };

  let candidates: number[] = [];
  let totalStamp = 0;
  for (let w = 0; w < words.length; w += 1) {
    const word = words[w]!;
    const typo = word.length >= TYPO_MIN_LENGTH;
    // The word as typed (with its prefix and one-typo spellings)...
    const spec = scoreSpec(index, s, word, word.length >= prefixMinLength, typo, 1);
    matched(word, spec.touched);
    const wordStamp = (s.stamp += 1);
    const wordTouched: number[] = [];
    addInto(spec.touched, s.spec, s.word, s.wordStamp, wordStamp, wordTouched);
    // ...or with two neighbouring letters swapped, at a typo's weight.
    const swapped = typo ? transpositions(word) : [];
    if (swapped.length > 0) {
      const swappedStamp = (s.stamp += 1);
      const swappedTouched: number[] = [];
      for (const variant of swapped) {
        const found = scoreSpec(index, s, variant, false, false, TYPO_WEIGHT);
        matched(variant, found.touched);
        addInto(found.touched, s.spec, s.swapped, s.swappedStamp, swappedStamp, swappedTouched);
      }
      addInto(swappedTouched, s.swapped, s.word, s.wordStamp, wordStamp, wordTouched);
    }
    // Every word must match (AND): keep the products matched so far that this word matches too.
    const stamp = (s.stamp += 1);
    const next: number[] = [];
    for (const doc of wordTouched) {
      if (w === 0) s.total[doc] = s.word[doc]!;
      else if (s.totalStamp[doc] === totalStamp) s.total[doc] = s.total[doc]! + s.word[doc]!;
      else continue;
      s.totalStamp[doc] = stamp;
      next.push(doc);
    }
    candidates = next;
    totalStamp = stamp;
    if (candidates.length === 0) return [];
  }

  // Counts per product: query words it has verbatim, and distinct query terms it matched.
  const countStamp = (s.stamp += 1);
  for (const doc of candidates) {
    s.countStamp[doc] = countStamp;
    s.exact[doc] = 0;
    s.quality[doc] = 0;
  }
  for (const word of words) {
    const id = index.terms.get(word);
    if (id === undefined) continue;
    const mark = (s.stamp += 1);
    for (const postings of index.postings[id]!) {
      if (!postings) continue;
      for (const doc of postings.docs) {
        if (s.countStamp[doc] !== countStamp || s.markStamp[doc] === mark) continue;
        s.markStamp[doc] = mark;
        s.exact[doc]! += 1;
      }
    }
  }
  for (const lists of matchedBy.values()) {
    const mark = (s.stamp += 1);
    for (const list of lists) {
      for (const doc of list) {
        if (s.countStamp[doc] !== countStamp || s.markStamp[doc] === mark) continue;
        s.markStamp[doc] = mark;
        s.quality[doc]! += 1;
      }
    }
  }
  for (const doc of candidates) s.score[doc] = s.total[doc]! * s.quality[doc]!;

  candidates.sort((a, b) => s.exact[b]! - s.exact[a]! || s.score[b]! - s.score[a]! || a - b);
  return candidates.map((doc) => products[doc]!);
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
