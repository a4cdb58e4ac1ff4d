import {
  initialFilters,
  initialSearchState,
  searchSlice,
  urlStateChanged,
  type SearchState,
} from './searchSlice';

const reduce = searchSlice.reducer;
const withFilters = (
  filters: Partial<SearchState['filters']>,
  rest: Partial<SearchState> = {},
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

describe('searchSlice: urlStateChanged', () => {
  const first = reduce(undefined, urlStateChanged(withFilters(chosen(), { query: 'kurta' })));

  it('takes the state the address describes', () => {
    expect(first.query).toBe('kurta');
    expect(first.filters).toEqual(chosen());
  });

  it('keeps the identity of the filter lists whose values did not change (memoized selectors skip work)', () => {
    // Equal values in new arrays; only the sort changes.
    const next = reduce(
      first,
      urlStateChanged(withFilters(chosen(), { query: 'kurta', sort: 'priceLowToHigh' })),
    );
    expect(next.sort).toBe('priceLowToHigh');
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
    const next = reduce(
      first,
      urlStateChanged(withFilters({ ...first.filters, [key]: value }, { query: 'kurta' })),
    );
    expect(next.filters[key]).toEqual(value);
    for (const other of ['priceRange', 'brands', 'sizes', 'colors'] as const) {
      if (other !== key) expect(next.filters[other]).toBe(first.filters[other]);
    }
  });

  it('takes a list that only grew', () => {
    const next = reduce(
      first,
      urlStateChanged(withFilters({ ...first.filters, brands: ['Biba', 'Libas', 'W'] })),
    );
    expect(next.filters.brands).toEqual(['Biba', 'Libas', 'W']);
  });
});
