import { PRODUCTS, type Product } from '../catalog';
import { activeFilterCount, applyFilters, matchesFilters } from './filters';
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
