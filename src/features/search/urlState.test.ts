import { CATEGORY_SORT_OPTIONS } from '@/features/catalog';
import { initialFilters, initialSearchState, type SearchState } from './searchSlice';
import { parseSearchParams, sameSearchState, searchUrl, toSearchParams, toSearchString } from './urlState';

const state = (
  overrides: Partial<SearchState> = {},
  filters: Partial<SearchState['filters']> = {},
): SearchState => ({
  ...initialSearchState,
  ...overrides,
  filters: { ...initialFilters, ...filters },
});

describe('parseSearchParams', () => {
  it('reads the documented URL', () => {
    expect(
      parseSearchParams(
        '?q=shirt&brand=Levi%27s&size=M&color=Blue&minPrice=0&maxPrice=1000&sort=priceLowToHigh&view=list',
      ),
    ).toEqual(
      state(
        { query: 'shirt', sort: 'priceLowToHigh', view: 'list' },
        { brands: ["Levi's"], sizes: ['M'], colors: ['Blue'], priceRange: [0, 1000] },
      ),
    );
  });

  it("reads repeated parameters as several values, deduplicated, in the shop's order", () => {
    const parsed = parseSearchParams('brand=Zara&brand=Biba&brand=Zara&size=XL&size=S&color=Red&color=Black');
    expect(parsed.filters.brands).toEqual(['Biba', 'Zara']);
    expect(parsed.filters.sizes).toEqual(['S', 'XL']);
    expect(parsed.filters.colors).toEqual(['Black', 'Red']);
  });

  it('gives the defaults for an empty URL', () => {
    expect(parseSearchParams('')).toEqual(initialSearchState);
  });

  it('trims the query and caps its length', () => {
    expect(parseSearchParams('q=%20%20silk%20%20').query).toBe('silk');
    expect(parseSearchParams(`q=${'a'.repeat(500)}`).query).toHaveLength(100);
  });

  it('reads an unknown sort or view as the default', () => {
    expect(parseSearchParams('sort=cheapest').sort).toBe('featured');
    expect(parseSearchParams('sort=').sort).toBe('featured');
    expect(parseSearchParams('view=table').view).toBe('grid');
  });

  it('accepts only the sorts the listing offers', () => {
    // Search offers four sorts; "newest" belongs to the category listing.
    expect(parseSearchParams('sort=newest').sort).toBe('featured');
    expect(parseSearchParams('sort=newest', { sortOptions: CATEGORY_SORT_OPTIONS }).sort).toBe('newest');
    expect(parseSearchParams('', { sortOptions: CATEGORY_SORT_OPTIONS, defaultSort: 'discount' }).sort).toBe(
      'discount',
    );
  });

  it('reads bad prices as the defaults, clamps to 0–10000, snaps to ₹100 steps and orders min ≤ max', () => {
    expect(parseSearchParams('minPrice=abc&maxPrice=').filters.priceRange).toEqual([0, 10000]);
    expect(parseSearchParams('minPrice=Infinity&maxPrice=NaN').filters.priceRange).toEqual([0, 10000]);
    expect(parseSearchParams('minPrice=-500&maxPrice=99999').filters.priceRange).toEqual([0, 10000]);
    expect(parseSearchParams('minPrice=1049&maxPrice=1951').filters.priceRange).toEqual([1000, 2000]);
    expect(parseSearchParams('minPrice=3000&maxPrice=1000').filters.priceRange).toEqual([1000, 3000]);
    expect(parseSearchParams('maxPrice=2000').filters.priceRange).toEqual([0, 2000]);
  });

  it('drops brands, sizes and colours the shop does not know; matches known ones loosely', () => {
    const parsed = parseSearchParams(
      'brand=Gucci&brand=levis&size=XXXL&size=m&color=Mauve&color=light%20blue',
    );
    expect(parsed.filters.brands).toEqual(["Levi's"]);
    expect(parsed.filters.sizes).toEqual(['M']);
    expect(parsed.filters.colors).toEqual(['Light Blue']);
  });
});

describe('toSearchParams / toSearchString', () => {
  it('leaves out every default', () => {
    expect(toSearchParams(initialSearchState).toString()).toBe('');
    expect(toSearchString(initialSearchState)).toBe('');
    expect(toSearchString(state({ query: 'silk saree' }))).toBe('?q=silk%20saree');
  });

  it('writes the documented URL, with strict encoding', () => {
    expect(
      toSearchString(
        state(
          { query: 'shirt', sort: 'priceLowToHigh', view: 'list' },
          { brands: ["Levi's"], sizes: ['M'], colors: ['Blue'], priceRange: [0, 1000] },
        ),
      ),
    ).toBe(
      '?q=shirt&brand=Levi%27s&size=M&color=Blue&minPrice=0&maxPrice=1000&sort=priceLowToHigh&view=list',
    );
  });

  it('repeats parameters for several values', () => {
    const params = toSearchParams(state({}, { brands: ['Biba', 'W'], sizes: ['S', 'M'] }));
    expect(params.getAll('brand')).toEqual(['Biba', 'W']);
    expect(params.getAll('size')).toEqual(['S', 'M']);
  });

  it("leaves out the listing's own default sort", () => {
    expect(toSearchString(state({ sort: 'discount' }), { defaultSort: 'discount' })).toBe('');
    expect(toSearchString(state({ sort: 'featured' }), { defaultSort: 'discount' })).toBe('?sort=featured');
  });

  it('round-trips through parseSearchParams', () => {
    const original = state(
      { query: 'kurta', sort: 'rating', view: 'list' },
      { brands: ['Biba', 'FabIndia'], sizes: ['M'], colors: ['White', 'Pink'], priceRange: [1000, 3000] },
    );
    expect(parseSearchParams(toSearchString(original))).toEqual(original);
    expect(parseSearchParams(toSearchParams(original))).toEqual(original);
  });
});

describe('searchUrl and sameSearchState', () => {
  it('builds the search URL of a query and optional filters', () => {
    expect(searchUrl('silk saree')).toBe('/search?q=silk%20saree');
    expect(searchUrl('H&M', { brands: ['H&M'] })).toBe('/search?q=H%26M&brand=H%26M');
    expect(searchUrl('')).toBe('/search');
  });

  it('compares states value by value', () => {
    expect(sameSearchState(state({}, { brands: ['Biba'] }), state({}, { brands: ['Biba'] }))).toBe(true);
    expect(sameSearchState(state({}, { brands: ['Biba'] }), state({}, { brands: ['W'] }))).toBe(false);
    expect(sameSearchState(state({}, { priceRange: [0, 100] }), state())).toBe(false);
    expect(sameSearchState(state({ view: 'list' }), state())).toBe(false);
  });
});
