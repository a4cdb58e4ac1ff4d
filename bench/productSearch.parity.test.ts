import MiniSearch, { type Query } from 'minisearch';
import { PRODUCTS, type Product } from '@/features/catalog';
import {
  FIELD_BOOST,
  PREFIX_MIN_LENGTH,
  SEARCH_FIELDS,
  TYPO_MIN_LENGTH,
  searchProducts,
  suggestProducts,
} from '@/features/search/engine/productSearch';
import { queryWords, transpositions } from '@/features/search/engine/text';
import { syntheticCatalog } from './catalog';
import { QUERIES } from './queries';

/**
 * Parity of the hand-written engine (productSearch.ts) with a stock MiniSearch, on the bench's
 * catalogues and queries. productSearch.ts claims to score exactly as MiniSearch does; this test
 * holds it to that, with MiniSearch configured as productSearch.ts describes itself:
 *
 * - fields name, brand, category, type, colour, boosted as FIELD_BOOST; a field the product lacks
 *   (Beauty's type, product 45's brand) is indexed as an empty field, as productSearch's fieldText
 *   does (MiniSearch's default extractField would skip it, which changes the average field length
 *   of type and brand that BM25 uses: a handful of rankings outside the bench queries differ then);
 * - fields and queries split into words by text.ts's queryWords (folding case, accents,
 *   apostrophes and initials), with no further processing;
 * - every query word must match (combineWith AND); words of PREFIX_MIN_LENGTH+ letters also match
 *   as a prefix (1+ in the suggestions), words of TYPO_MIN_LENGTH+ letters at one edit (fuzzy: 1);
 * - MiniSearch's own BM25 parameters and prefix and fuzzy weights (its defaults, left unset here);
 * - the one thing MiniSearch lacks, a typo of two swapped letters: each such word is queried as
 *   OR(the word, OR(its swapped spellings, exact only, term boost 0.45)), which sums the scores in
 *   the order productSearch.ts does. 0.45 is MiniSearch's default fuzzy weight, which
 *   productSearch.ts says its TYPO_WEIGHT is.
 *
 * Two documented deviations (productSearch.ts's header comment) are applied to MiniSearch's
 * results before comparing, and nothing else: products with more query words verbatim in their
 * fields come first, then MiniSearch's score decides (score × number of query terms matched, as
 * MiniSearch computes it), and equal scores keep catalogue order (MiniSearch keeps the order it
 * met them in). Scores are compared exactly, not to a tolerance: productSearch.ts adds the same
 * terms in the same order as MiniSearch, so products that tie in one tie in the other.
 *
 * The bench's 20 queries alone would let much of the scoring change unnoticed (on the synthetic
 * catalogues most of their results tie), hence the sweep below; with it, changing any of
 * productSearch.ts's weights, BM25 parameters, IDF, field lengths, quality factor or tie order
 * fails this test.
 */

jest.setTimeout(60_000);

/** MiniSearch's default weight of a fuzzy match (productSearch.ts's TYPO_WEIGHT, for swapped letters). */
const SWAPPED_LETTERS_BOOST = 0.45;

const fieldText = (product: Product, field: string): string => {
  const value = (product as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
};

/** A stock MiniSearch over `products`, and its ranking of a query as productSearch.ts should give it. */
function miniSearchOracle(products: readonly Product[]) {
  const miniSearch = new MiniSearch<Product>({
    fields: [...SEARCH_FIELDS],
    extractField: (product, field) => (field === 'id' ? product.id : fieldText(product, field)),
    tokenize: queryWords,
    processTerm: (term) => term,
    searchOptions: {
      combineWith: 'AND',
      fuzzy: (term) => (term.length >= TYPO_MIN_LENGTH ? 1 : false),
      boost: FIELD_BOOST,
    },
  });
  miniSearch.addAll(products);
  const position = new Map(products.map((p, i) => [p.id, i]));
  const words = (product: Product) =>
    new Set(SEARCH_FIELDS.flatMap((f) => queryWords(fieldText(product, f))));

  return (query: string, prefixMinLength: number): number[] => {
    const queryTerms = queryWords(query);
    const tree: Query = {
      combineWith: 'AND',
      prefix: (term) => term.length >= prefixMinLength,
      queries: queryTerms.map((word): Query => {
        const swapped = word.length >= TYPO_MIN_LENGTH ? transpositions(word) : [];
        if (swapped.length === 0) return word;
        return {
          combineWith: 'OR',
          queries: [
            word,
            {
              combineWith: 'OR',
              queries: swapped,
              prefix: false,
              fuzzy: false,
              boostTerm: () => SWAPPED_LETTERS_BOOST,
            },
          ],
        };
      }),
    };
    return miniSearch
      .search(tree)
      .map((result) => {
        const at = position.get(result.id as number)!;
        const own = words(products[at]!);
        return {
          id: result.id as number,
          at,
          score: result.score,
          exact: queryTerms.filter((w) => own.has(w)).length,
        };
      })
      .sort((a, b) => b.exact - a.exact || b.score - a.score || a.at - b.at)
      .map((r) => r.id);
  };
}

const ids = (products: readonly Product[]) => products.map((p) => p.id);

/**
 * More queries than the bench's 20, so that a change in any of the scoring's parts shows (the
 * synthetic catalogues tie a lot on the bench queries): every word of the real catalogue's search
 * fields, its first 3 letters, three one-typo spellings (two letters swapped near the start and
 * at the end, a letter missing), and the first two words of each product name.
 */
function sweepQueries(): string[] {
  const vocabulary = [
    ...new Set(PRODUCTS.flatMap((p) => SEARCH_FIELDS.flatMap((f) => queryWords(fieldText(p, f))))),
  ];
  const typos = vocabulary
    .filter((w) => w.length >= TYPO_MIN_LENGTH)
    .flatMap((w) => [
      w.slice(0, 1) + w.charAt(2) + w.charAt(1) + w.slice(3),
      w.slice(0, -2) + w.charAt(w.length - 1) + w.charAt(w.length - 2),
      w.slice(0, 2) + w.slice(3),
    ]);
  const prefixes = vocabulary.filter((w) => w.length > 3).map((w) => w.slice(0, 3));
  const names = PRODUCTS.map((p) => p.name.split(' ').slice(0, 2).join(' '));
  return [...new Set([...vocabulary, ...prefixes, ...typos, ...names])];
}

describe.each([
  ['the real catalogue', 70],
  ['the bench catalogue', 1_000],
  ['the bench catalogue', 10_000],
])('productSearch ranks as MiniSearch on %s of %i products', (_label, size) => {
  let catalog: Product[];
  let oracle: ReturnType<typeof miniSearchOracle>;

  beforeAll(() => {
    catalog = size === PRODUCTS.length ? [...PRODUCTS] : syntheticCatalog(size);
    oracle = miniSearchOracle(catalog);
    searchProducts(catalog, 'a'); // builds productSearch's index once, outside the timings
  });

  // The bench's queries, through searchProducts as bench/run.ts runs them.
  it.each(QUERIES.map((q) => q.query))('bench query %j: same products, same order', (query) => {
    const expected = oracle(query, PREFIX_MIN_LENGTH);
    expect(expected.length).toBeGreaterThan(0); // the comparison is not vacuous
    expect(ids(searchProducts(catalog, query))).toEqual(expected);
  });

  it('the corrected spellings of its typo queries and a sweep of the catalogue vocabulary, in search and suggestions', () => {
    const queries = [...QUERIES.flatMap((q) => (q.corrected ? [q.corrected] : [])), ...sweepQueries()];
    const mismatches: object[] = [];
    let nonEmpty = 0;
    for (const query of queries) {
      for (const [mode, prefixMinLength] of [
        ['search', PREFIX_MIN_LENGTH],
        ['suggest', 1],
      ] as const) {
        const found =
          mode === 'search' ? searchProducts(catalog, query) : suggestProducts(catalog, query, Infinity);
        const ours = ids(found);
        const theirs = oracle(query, prefixMinLength);
        if (theirs.length > 0) nonEmpty += 1;
        if (ours.length === theirs.length && ours.every((id, i) => id === theirs[i])) continue;
        const at = Math.max(
          0,
          ours.findIndex((id, i) => id !== theirs[i]),
        );
        mismatches.push({
          query,
          mode,
          results: [ours.length, theirs.length],
          firstDifference: at,
          productSearch: ours.slice(Math.max(0, at - 2), at + 8),
          miniSearch: theirs.slice(Math.max(0, at - 2), at + 8),
        });
      }
    }
    expect({ mismatches: mismatches.length, first: mismatches.slice(0, 5) }).toEqual({
      mismatches: 0,
      first: [],
    });
    expect(nonEmpty).toBeGreaterThan(queries.length); // most queries find something, in both modes
  });
});
