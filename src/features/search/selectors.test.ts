import { makeStore } from '@/test/app';
import { PRODUCTS, type Product } from '@/features/catalog';
import * as engine from './engine/productSearch';
import { initialFilters, initialSearchState, urlStateChanged, type SearchState } from './searchSlice';
import {
  selectFacetCounts,
  selectFilteredListing,
  selectFilteredResults,
  selectFilteredSortedListing,
  selectFilteredSortedResults,
  selectListingFacetCounts,
  selectSearchResults,
} from './selectors';

const ids = (products: readonly Product[]) => products.map((p) => p.id);

function storeWith(overrides: Partial<SearchState> = {}, filters: Partial<SearchState['filters']> = {}) {
  const store = makeStore();
  const set = (o: Partial<SearchState> = {}, f: Partial<SearchState['filters']> = {}) =>
    store.dispatch(urlStateChanged({ ...initialSearchState, ...o, filters: { ...initialFilters, ...f } }));
  set(overrides, filters);
  return { store, set, state: () => store.getState() };
}

const allSelectors = [
  selectSearchResults,
  selectFilteredResults,
  selectFilteredSortedResults,
  selectFacetCounts,
  selectFilteredListing,
  selectFilteredSortedListing,
  selectListingFacetCounts,
];
beforeEach(() => allSelectors.forEach((s) => s.resetRecomputations()));

describe('search selectors', () => {
  it('selectSearchResults: the products matching the query, most relevant first; none without a query', () => {
    const { state, set } = storeWith({ query: 'gold' });
    expect(ids(selectSearchResults(state(), engine))).toEqual([63, 40]);
    set({ query: '' });
    expect(selectSearchResults(state(), engine)).toEqual([]);
  });

  it('selectFilteredSortedResults applies every filter to the results', () => {
    const { state } = storeWith(
      { query: 'jeans' },
      { brands: ["Levi's"], sizes: ['32'], priceRange: [0, 3000], colors: ['Black'] },
    );
    expect(ids(selectFilteredSortedResults(state(), engine))).toEqual([35]);
  });

  it.each([
    ['featured', (list: Product[]) => list],
    ['priceLowToHigh', (list: Product[]) => [...list].sort((a, b) => a.price - b.price)],
    ['priceHighToLow', (list: Product[]) => [...list].sort((a, b) => b.price - a.price)],
    ['rating', (list: Product[]) => [...list].sort((a, b) => b.rating - a.rating)],
  ] as const)('sorts by %s (featured keeps relevance order)', (sort, expected) => {
    const { state } = storeWith({ query: 'kurta', sort });
    const relevance = engine.searchProducts(PRODUCTS, 'kurta');
    expect(ids(selectFilteredSortedResults(state(), engine))).toEqual(ids(expected(relevance)));
  });

  it('finds typos through the selectors too ("shrit" → shirts)', () => {
    const { state } = storeWith({ query: 'shrit', sort: 'priceLowToHigh' }, { sizes: ['XXL'] });
    const result = selectFilteredSortedResults(state(), engine);
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((p) => p.type === 'Shirt' || p.type === 'T-Shirt')).toBe(true);
    expect(result.every((p) => p.size.includes('XXL'))).toBe(true);
  });

  it('selectFacetCounts counts the results, each section against the others', () => {
    const { state } = storeWith({ query: 'jeans' }, { brands: ["Levi's"] });
    const facets = selectFacetCounts(state(), engine);
    expect(facets.brands.find((b) => b.value === 'Pantaloons')?.count).toBe(1);
    expect(facets.brands.find((b) => b.value === "Levi's")?.count).toBe(3);
    expect(facets.colors.find((c) => c.value === 'Blue')?.count).toBe(2);
    // Women's, Men's and Kids' jeans: sizes merged in the spec order.
    expect(facets.sizes.map((s) => s.value)).toEqual([
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '30',
      '32',
      '34',
      '36',
      '38',
      '2-3Y',
      '4-5Y',
      '6-7Y',
      '8-9Y',
      '10-11Y',
    ]);
  });

  it('searches only when the query changes, filters only when results or filters change, sorts only when needed', () => {
    const { store, state, set } = storeWith({ query: 'shirt' });
    selectFilteredSortedResults(state(), engine);
    expect(selectSearchResults.recomputations()).toBe(1);
    expect(selectFilteredResults.recomputations()).toBe(1);
    expect(selectFilteredSortedResults.recomputations()).toBe(1);

    // Another slice changes: nothing is recomputed.
    store.dispatch({ type: 'cart/itemAdded', payload: { id: 1, size: 'M' } });
    selectFilteredSortedResults(state(), engine);
    expect(selectFilteredSortedResults.recomputations()).toBe(1);

    // The sort changes: only the sorting runs again.
    set({ query: 'shirt', sort: 'priceLowToHigh' });
    selectFilteredSortedResults(state(), engine);
    expect(selectSearchResults.recomputations()).toBe(1);
    expect(selectFilteredResults.recomputations()).toBe(1);
    expect(selectFilteredSortedResults.recomputations()).toBe(2);

    // The view changes: nothing runs.
    set({ query: 'shirt', sort: 'priceLowToHigh', view: 'list' });
    selectFilteredSortedResults(state(), engine);
    expect(selectFilteredSortedResults.recomputations()).toBe(2);

    // A filter changes: filtering and sorting run, searching does not.
    set({ query: 'shirt', sort: 'priceLowToHigh', view: 'list' }, { sizes: ['M'] });
    selectFilteredSortedResults(state(), engine);
    expect(selectSearchResults.recomputations()).toBe(1);
    expect(selectFilteredResults.recomputations()).toBe(2);
    expect(selectFilteredSortedResults.recomputations()).toBe(3);

    // The query changes: everything runs.
    set({ query: 'trousers', sort: 'priceLowToHigh', view: 'list' }, { sizes: ['M'] });
    selectFilteredSortedResults(state(), engine);
    expect(selectSearchResults.recomputations()).toBe(2);
  });

  it('returns the same array while nothing relevant changes (no needless re-renders)', () => {
    const { store, state } = storeWith({ query: 'silk' });
    const first = selectFilteredSortedResults(state(), engine);
    store.dispatch({ type: 'wishlist/wishlistItemAdded', payload: 3 });
    expect(selectFilteredSortedResults(state(), engine)).toBe(first);
    expect(selectFacetCounts(state(), engine)).toBe(selectFacetCounts(state(), engine));
  });
});

describe('listing selectors (category and sale pages)', () => {
  const women = PRODUCTS.filter((p) => p.category === 'Women');

  it('filter and sort any base list', () => {
    const { state } = storeWith({}, { priceRange: [2000, 3000] });
    const result = selectFilteredSortedListing(state(), women, 'priceHighToLow');
    expect(result.every((p) => p.category === 'Women' && p.price >= 2000 && p.price <= 3000)).toBe(true);
    expect(ids(result)).toEqual(ids([...result].sort((a, b) => b.price - a.price)));
    expect(selectListingFacetCounts(state(), women).sizes.map((s) => s.value)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('re-filter only when the base list or the filters change', () => {
    const { state } = storeWith();
    selectFilteredSortedListing(state(), women, 'featured');
    selectFilteredSortedListing(state(), women, 'rating');
    expect(selectFilteredListing.recomputations()).toBe(1);
    expect(selectFilteredSortedListing.recomputations()).toBe(2);
  });

  it("sort in the listing's own order, whatever sort the store last held (the prerendered /sale)", () => {
    const { state } = storeWith({ sort: 'featured' });
    const sale = PRODUCTS.filter((p) => p.discount > 0);
    const discounts = selectFilteredSortedListing(state(), sale, 'discount').map((p) => p.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });
});
