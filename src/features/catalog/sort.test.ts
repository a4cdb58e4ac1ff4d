import { CATEGORY_SORT_OPTIONS, SEARCH_SORT_OPTIONS, isSortKey, sortProducts } from './sort';
import type { Product } from './types';

const p = (id: number, price: number, rating: number, discount: number): Product => ({
  id,
  name: `P${id}`,
  price,
  originalPrice: price,
  discount,
  category: 'Women',
  type: 'Kurta',
  brand: 'Biba',
  size: ['S'],
  color: 'Red',
  image: `/assets/products/${id}.svg`,
  rating,
  reviews: 1,
});

const list = [p(2, 500, 4.1, 10), p(1, 1500, 4.8, 0), p(3, 900, 4.5, 40), p(4, 500, 4.8, 20)];
const ids = (ps: Product[]) => ps.map((x) => x.id);

describe('sortProducts', () => {
  it('featured keeps the given order', () => {
    expect(ids(sortProducts(list, 'featured'))).toEqual([2, 1, 3, 4]);
  });
  it('price low to high, ties in given order', () => {
    expect(ids(sortProducts(list, 'priceLowToHigh'))).toEqual([2, 4, 3, 1]);
  });
  it('price high to low', () => {
    expect(ids(sortProducts(list, 'priceHighToLow'))).toEqual([1, 3, 2, 4]);
  });
  it('newest is by id descending', () => {
    expect(ids(sortProducts(list, 'newest'))).toEqual([4, 3, 2, 1]);
  });
  it('rating, highest first', () => {
    expect(ids(sortProducts(list, 'rating'))).toEqual([1, 4, 3, 2]);
  });
  it('discount, highest first', () => {
    expect(ids(sortProducts(list, 'discount'))).toEqual([3, 4, 2, 1]);
  });
  it('never mutates its input', () => {
    const copy = list.slice();
    sortProducts(list, 'priceHighToLow');
    expect(list).toEqual(copy);
  });
});

describe('sort options', () => {
  it('category offers the six sorts with the decided labels, in order', () => {
    expect(CATEGORY_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Newest First',
      'Highest Rated',
      'Biggest Discount',
    ]);
  });
  it('search offers four', () => {
    expect(SEARCH_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Highest Rated',
    ]);
  });
  it('recognises sort keys', () => {
    expect(isSortKey('rating')).toBe(true);
    expect(isSortKey('cheapest')).toBe(false);
  });
});
