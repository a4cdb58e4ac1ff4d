import { PRODUCTS } from '@/features/catalog';
import { listingKey, type ListingResult } from './engine/listing';
import {
  initialFilters,
  initialSearchSliceState,
  initialSearchState,
  listingAnswered,
  listingFailed,
  listingOpened,
  listingRetried,
  moreRequested,
  requestKeyOf,
  searchSlice,
  type ListingScope,
  type SearchState,
} from './searchSlice';

const reduce = searchSlice.reducer;
const WOMEN: ListingScope = { kind: 'category', category: 'Women' };
const MEN: ListingScope = { kind: 'category', category: 'Men' };
const SEARCH: ListingScope = { kind: 'search' };

const url = (
  rest: Partial<SearchState> = {},
  filters: Partial<SearchState['filters']> = {},
): SearchState => ({
  ...initialSearchState,
  ...rest,
  filters: { ...initialFilters, ...filters },
});

/** The same filter values, in new arrays at each call (as parsing the address again gives). */
const chosen = (): SearchState['filters'] => ({
  priceRange: [500, 2000],
  brands: ['Biba', 'Libas'],
  sizes: ['M', 'L'],
  colors: ['Red', 'Blue'],
});

const open = (scope: ListingScope, state: SearchState, source = 'page') =>
  listingOpened({ source, scope, url: state });

const [p1, p2, p3] = PRODUCTS;
const result = (products = [p2!, p1!], total = 7): ListingResult => ({
  baseTotal: 20,
  total,
  facets: { prices: [{ value: 'a', count: 1 }], brands: [], sizes: [], colors: [] },
  products,
});

/** A state that answered its request. */
const answered = (scope: ListingScope = WOMEN, state: SearchState = url()) => {
  const opened = reduce(undefined, open(scope, state));
  return reduce(opened, listingAnswered({ key: requestKeyOf(opened)!, result: result() }));
};

describe('searchSlice', () => {
  it('starts with the default URL state and nothing asked', () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual({
      query: '',
      filters: { priceRange: [0, 10000], brands: [], sizes: [], colors: [] },
      sort: 'featured',
      view: 'grid',
      source: null,
      base: null,
      limit: 24,
      answer: null,
      failed: false,
    });
    expect(requestKeyOf(initialSearchSliceState)).toBeNull();
  });
});

describe('listingOpened', () => {
  const first = reduce(undefined, open(WOMEN, url({ query: 'kurta', view: 'list' }, chosen()), 'src'));

  it('takes the state the address describes, its source and the base', () => {
    expect(first).toEqual({
      query: 'kurta',
      filters: chosen(),
      sort: 'featured',
      view: 'list',
      source: 'src',
      base: { kind: 'category', category: 'Women' },
      limit: 24,
      answer: null,
      failed: false,
    });
    expect(requestKeyOf(first)).toBe(
      listingKey({
        base: { kind: 'category', category: 'Women' },
        filters: chosen(),
        sort: 'featured',
        limit: 24,
      }),
    );
  });

  it("a search's base is its query; without a query nothing is asked", () => {
    const found = reduce(undefined, open(SEARCH, url({ query: 'silk saree' })));
    expect(found.base).toEqual({ kind: 'search', query: 'silk saree' });
    expect(requestKeyOf(found)).toBe(
      listingKey({
        base: { kind: 'search', query: 'silk saree' },
        filters: initialFilters,
        sort: 'featured',
        limit: 24,
      }),
    );
    const none = reduce(found, open(SEARCH, url()));
    expect(none.base).toBeNull();
    expect(requestKeyOf(none)).toBeNull();
  });

  it('keeps the identity of the base and the filter lists whose values did not change (memoized selectors skip work)', () => {
    const next = reduce(first, open(WOMEN, url({ query: 'kurta', sort: 'priceLowToHigh' }, chosen())));
    expect(next.sort).toBe('priceLowToHigh');
    expect(next.base).toBe(first.base);
    expect(next.filters).toBe(first.filters);
    expect(next.filters.priceRange).toBe(first.filters.priceRange);
    expect(next.filters.brands).toBe(first.filters.brands);
    expect(next.filters.sizes).toBe(first.filters.sizes);
    expect(next.filters.colors).toBe(first.filters.colors);
  });

  it.each([
    ['priceRange', [500, 3000]],
    ['brands', ['Biba', 'Zara']],
    ['sizes', ['M', 'XL']],
    ['colors', ['Red', 'Black']],
  ] as const)('takes a %s list whose second value changed, and keeps the others', (key, value) => {
    const next = reduce(first, open(WOMEN, url({ query: 'kurta' }, { ...chosen(), [key]: value })));
    expect(next.filters[key]).toEqual(value);
    for (const other of ['priceRange', 'brands', 'sizes', 'colors'] as const) {
      if (other !== key) expect(next.filters[other]).toBe(first.filters[other]);
    }
  });

  it('takes a list that only grew', () => {
    const next = reduce(first, open(WOMEN, url({}, { ...chosen(), brands: ['Biba', 'Libas', 'W'] })));
    expect(next.filters.brands).toEqual(['Biba', 'Libas', 'W']);
  });

  it('the same request (only the view changed) keeps the answer and the length asked', () => {
    const more = reduce(answered(), moreRequested());
    const withAnswer = reduce(more, listingAnswered({ key: requestKeyOf(more)!, result: result() }));
    const next = reduce(withAnswer, open(WOMEN, url({ view: 'list' }), 'other'));
    expect(next.view).toBe('list');
    expect(next.source).toBe('other');
    expect(next.limit).toBe(48);
    expect(next.answer).toBe(withAnswer.answer);
    expect(next.answer!.key).toBe(requestKeyOf(next));
  });

  it.each([
    ['a filter', url({}, { sizes: ['M'] })],
    ['the sort', url({ sort: 'newest' })],
  ])('%s changed: one page is asked again, and the last answer stays while the new one comes', (_, next) => {
    const more = reduce(answered(), moreRequested());
    const after = reduce(more, open(WOMEN, next));
    expect(after.limit).toBe(24);
    expect(after.answer).toBe(more.answer);
    expect(after.answer!.key).not.toBe(requestKeyOf(after));
  });

  it("another base drops the last answer (Men never shows the women's products) and asks one page", () => {
    const more = reduce(answered(), moreRequested());
    const men = reduce(more, open(MEN, url()));
    expect(men.base).toEqual({ kind: 'category', category: 'Men' });
    expect(men.answer).toBeNull();
    expect(men.limit).toBe(24);
    const shirt = reduce(answered(SEARCH, url({ query: 'shirt' })), open(SEARCH, url({ query: 'kurta' })));
    expect(shirt.answer).toBeNull();
  });

  it('stays failed while the catalogue cannot be loaded', () => {
    const failed = reduce(reduce(undefined, open(WOMEN, url())), listingFailed());
    expect(reduce(failed, open(WOMEN, url({ sort: 'newest' }))).failed).toBe(true);
  });
});

describe('moreRequested', () => {
  it('asks one more page of the same list, keeping the answer until it comes', () => {
    const state = answered();
    const more = reduce(state, moreRequested());
    expect(more.limit).toBe(48);
    expect(more.answer).toBe(state.answer);
    expect(reduce(more, moreRequested()).limit).toBe(72);
  });

  it('asks nothing when there is nothing to ask', () => {
    const none = reduce(undefined, open(SEARCH, url()));
    expect(reduce(none, moreRequested())).toBe(none);
  });
});

describe('listingAnswered', () => {
  it('keeps the answer to the current request: its ids in order, their products, the totals and the facets', () => {
    const opened = reduce(undefined, open(WOMEN, url()));
    const key = requestKeyOf(opened)!;
    const answer = result([p3!, p1!], 2);
    const next = reduce(opened, listingAnswered({ key, result: answer }));
    expect(next.answer).toEqual({
      key,
      ids: [p3!.id, p1!.id],
      products: { [p3!.id]: p3, [p1!.id]: p1 },
      total: 2,
      baseTotal: 20,
      facets: answer.facets,
    });
  });

  it('ignores a late answer to another request', () => {
    const opened = reduce(undefined, open(WOMEN, url({ sort: 'newest' })));
    const stale = listingKey({
      base: { kind: 'category', category: 'Women' },
      filters: initialFilters,
      sort: 'featured',
      limit: 24,
    });
    expect(reduce(opened, listingAnswered({ key: stale, result: result() }))).toBe(opened);
  });
});

describe('listingFailed and listingRetried', () => {
  it('the catalogue failed to load, until a retry; the rest stays', () => {
    const pending = reduce(undefined, open(WOMEN, url()));
    const failed = reduce(pending, listingFailed());
    expect(failed).toEqual({ ...pending, failed: true });
    expect(reduce(failed, listingRetried())).toEqual(pending);
  });
});
