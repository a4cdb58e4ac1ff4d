import { PRODUCTS, type Product } from '@/features/catalog';
import {
  activeFilterCount,
  applyFilters,
  colorOptionsFor,
  facetCounts,
  isPriceRangeActive,
  matchesFilters,
  sizeOptionsFor,
} from './filters';
import { initialFilters, type Filters } from './searchSlice';

const base: Product = PRODUCTS[0]!;
const product = (overrides: Partial<Product>): Product => ({ ...base, ...overrides });
const f = (overrides: Partial<Filters>): Filters => ({ ...initialFilters, ...overrides });

describe('matchesFilters', () => {
  it('passes everything with the default filters', () => {
    expect(applyFilters(PRODUCTS, initialFilters)).toHaveLength(PRODUCTS.length);
  });

  it('price is within the range, inclusive at both ends', () => {
    const range: [number, number] = [1000, 2000];
    expect(matchesFilters(product({ price: 1000 }), f({ priceRange: range }))).toBe(true);
    expect(matchesFilters(product({ price: 2000 }), f({ priceRange: range }))).toBe(true);
    expect(matchesFilters(product({ price: 999 }), f({ priceRange: range }))).toBe(false);
    expect(matchesFilters(product({ price: 2001 }), f({ priceRange: range }))).toBe(false);
  });

  it('brand must be in the selected list; a product without brand never matches a brand filter', () => {
    expect(matchesFilters(product({ brand: 'Biba' }), f({ brands: ['Biba', "Levi's"] }))).toBe(true);
    expect(matchesFilters(product({ brand: 'W' }), f({ brands: ['Biba'] }))).toBe(false);
    expect(matchesFilters(product({ brand: undefined }), f({ brands: ['Biba'] }))).toBe(false);
  });

  it('any size match is enough', () => {
    expect(matchesFilters(product({ size: ['S', 'M'] }), f({ sizes: ['M', 'XL'] }))).toBe(true);
    expect(matchesFilters(product({ size: ['S', 'M'] }), f({ sizes: ['XL'] }))).toBe(false);
  });

  it('colour must be in the selected list', () => {
    expect(matchesFilters(product({ color: 'Navy' }), f({ colors: ['Navy'] }))).toBe(true);
    expect(matchesFilters(product({ color: 'Red' }), f({ colors: ['Navy'] }))).toBe(false);
  });

  it('combines all filters', () => {
    const p = product({ price: 1500, brand: 'Biba', size: ['M'], color: 'Red' });
    expect(
      matchesFilters(p, f({ priceRange: [1000, 2000], brands: ['Biba'], sizes: ['M'], colors: ['Red'] })),
    ).toBe(true);
    expect(
      matchesFilters(p, f({ priceRange: [1000, 2000], brands: ['Biba'], sizes: ['M'], colors: ['Pink'] })),
    ).toBe(false);
  });
});

describe('activeFilterCount', () => {
  it('counts each selected option and a narrowed price range', () => {
    expect(activeFilterCount(initialFilters)).toBe(0);
    expect(activeFilterCount(f({ brands: ['Biba', 'W'], sizes: ['M'], priceRange: [0, 1000] }))).toBe(4);
  });
});

describe('size and colour options', () => {
  const byCategory = (c: Product['category']) => PRODUCTS.filter((p) => p.category === c);

  it('lists the spec options of the one category present', () => {
    expect(sizeOptionsFor(byCategory('Women'))).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizeOptionsFor(byCategory('Kids'))).toEqual(['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y']);
    expect(colorOptionsFor(byCategory('Beauty'))).toEqual([
      'Red',
      'Pink',
      'Black',
      'Clear',
      'White',
      'Fair',
      'Light',
      'Multi',
      'Bronze',
      'Green',
    ]);
  });

  it('merges the lists of several categories in the spec order (Men, Women, Kids, Beauty)', () => {
    const womenAndMen = [...byCategory('Women'), ...byCategory('Men')];
    expect(sizeOptionsFor(womenAndMen)).toEqual(['S', 'M', 'L', 'XL', 'XXL', '30', '32', '34', '36', '38']);
    const womenAndBeauty = [...byCategory('Beauty'), ...byCategory('Women')];
    expect(sizeOptionsFor(womenAndBeauty)).toEqual([
      'S',
      'M',
      'L',
      'XL',
      'One Size',
      '30ml',
      '50ml',
      '120ml',
    ]);
    expect(colorOptionsFor([...byCategory('Kids'), ...byCategory('Men')]).slice(0, 9)).toEqual([
      'Black',
      'White',
      'Navy',
      'Gray',
      'Blue',
      'Khaki',
      'Olive',
      'Checkered',
      'Light Blue',
    ]);
  });

  it('falls back to the default lists when there is no category to go by', () => {
    expect(sizeOptionsFor([])).toEqual(['S', 'M', 'L', 'XL']);
    expect(colorOptionsFor([])).toEqual(['Black', 'White', 'Pink', 'Red', 'Blue', 'Navy', 'Gray']);
  });
});

describe('facetCounts', () => {
  const women = PRODUCTS.filter((p) => p.category === 'Women');
  const option = (list: { value: string; count: number }[], value: string) =>
    list.find((o) => o.value === value);

  it('lists all 36 brands, counting the products of each', () => {
    const facets = facetCounts(women, initialFilters);
    expect(facets.brands).toHaveLength(36);
    expect(option(facets.brands, 'Biba')?.count).toBe(2);
    expect(option(facets.brands, 'Mango')?.count).toBe(2);
    expect(option(facets.brands, 'Manyavar')?.count).toBe(0);
    expect(facets.sizes.map((s) => s.value)).toEqual(['S', 'M', 'L', 'XL']);
    expect(option(facets.sizes, 'S')?.count).toBe(women.filter((p) => p.size.includes('S')).length);
    expect(option(facets.colors, 'Pink')?.count).toBe(3);
  });

  it('counts an option against the other sections only (standard faceting)', () => {
    const facets = facetCounts(women, f({ brands: ['Biba'], colors: ['Pink'] }));
    // Brand counts ignore the brand filter but honour the colour filter: pink Max top counts for Max.
    expect(option(facets.brands, 'Max')?.count).toBe(1);
    expect(option(facets.brands, 'Biba')?.count).toBe(2);
    expect(option(facets.brands, 'Mango')?.count).toBe(0);
    // Colour counts honour the brand filter: Biba has only pink.
    expect(option(facets.colors, 'Pink')?.count).toBe(2);
    expect(option(facets.colors, 'Red')?.count).toBe(0);
  });

  it('narrows counts by the price range', () => {
    const facets = facetCounts(women, f({ priceRange: [0, 1000] }));
    expect(option(facets.brands, 'H&M')?.count).toBe(1);
    expect(option(facets.brands, 'Biba')?.count).toBe(0);
  });

  it('counts what each price quick pick would give: the other sections, its own range, ends included', () => {
    const inRange = (products: typeof women, [min, max]: [number, number]) =>
      products.filter((p) => p.price >= min && p.price <= max).length;
    const all = facetCounts(women, initialFilters);
    expect(all.prices).toEqual([
      { value: 'Under ₹1,000', count: inRange(women, [0, 1000]) },
      { value: '₹1,000–₹2,000', count: inRange(women, [1000, 2000]) },
      { value: '₹2,000–₹3,000', count: inRange(women, [2000, 3000]) },
      { value: 'Above ₹3,000', count: inRange(women, [3000, 10000]) },
    ]);
    // The price range chosen does not narrow them (a pick replaces it); a brand does.
    const biba = facetCounts(women, f({ brands: ['Biba'], priceRange: [0, 1000] }));
    const bibas = women.filter((p) => p.brand === 'Biba');
    expect(biba.prices.map((o) => o.count)).toEqual([
      inRange(bibas, [0, 1000]),
      inRange(bibas, [1000, 2000]),
      inRange(bibas, [2000, 3000]),
      inRange(bibas, [3000, 10000]),
    ]);
    expect(biba.prices[0]?.count).toBe(0);
  });

  it('keeps a selected value that the category lists lack, so it can be unticked', () => {
    const facets = facetCounts(women, f({ sizes: ['32'], colors: ['Gold'] }));
    expect(option(facets.sizes, '32')).toEqual({ value: '32', count: 0 });
    expect(option(facets.colors, 'Gold')).toEqual({ value: 'Gold', count: 0 });
  });
});

describe('isPriceRangeActive', () => {
  it('is false only for the full 0–10000 range', () => {
    expect(isPriceRangeActive(initialFilters)).toBe(false);
    expect(isPriceRangeActive(f({ priceRange: [0, 9900] }))).toBe(true);
    expect(isPriceRangeActive(f({ priceRange: [100, 10000] }))).toBe(true);
  });
});
