import { makeStore } from '@/test/app';
import { PRODUCTS } from './products';
import { reviewSubmitted } from './catalogSlice';
import {
  selectRecentlyViewed,
  selectStockAlertEntries,
  selectDiscounted,
  selectFeatured,
  selectMaxDiscount,
  selectProductById,
  selectProductsByCategory,
  selectRelated,
  selectSubmittedReviews,
  selectTrending,
} from './selectors';
import type { Product } from './types';

const state = () => makeStore().getState();
const ids = (ps: readonly Product[]) => ps.map((p) => p.id);

describe('catalog selectors', () => {
  it('selectProductById finds a product, or undefined', () => {
    expect(selectProductById(state(), 12)?.name).toBe('Oversized Denim Jacket');
    expect(selectProductById(state(), 71)).toBeUndefined();
  });

  it('selectProductsByCategory keeps catalogue order', () => {
    expect(ids(selectProductsByCategory(state(), 'Men'))).toEqual(
      Array.from({ length: 15 }, (_, i) => 21 + i),
    );
  });

  it('selectFeatured is the first 8 products', () => {
    expect(ids(selectFeatured(state()))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('selectTrending is the first 8 rated 4.5 or more, in catalogue order', () => {
    const trending = selectTrending(state());
    expect(ids(trending)).toEqual(
      PRODUCTS.filter((p) => p.rating >= 4.5)
        .slice(0, 8)
        .map((p) => p.id),
    );
    expect(trending).toHaveLength(8);
    for (const p of trending) expect(p.rating).toBeGreaterThanOrEqual(4.5);
  });

  it('selectRelated gives up to 4 others of the same category', () => {
    const product = selectProductById(state(), 30)!;
    const related = selectRelated(state(), product);
    expect(ids(related)).toEqual([21, 22, 23, 24]);
    expect(related.every((p) => p.category === 'Men')).toBe(true);
  });

  it('selectRelated is empty when the category has no other product', () => {
    const only = PRODUCTS[0]!;
    const s = makeStore({ catalog: { products: [only], submittedReviews: {} } }).getState();
    expect(selectRelated(s, only)).toEqual([]);
  });

  it('selectDiscounted is every discounted product across categories, and only those', () => {
    const sale = selectDiscounted(state());
    expect(ids(sale)).toEqual(PRODUCTS.filter((p) => p.originalPrice > p.price).map((p) => p.id));
    expect(sale.length).toBeGreaterThan(0);
    expect(sale.every((p) => p.discount > 0 && p.originalPrice > p.price)).toBe(true);
    expect(new Set(sale.map((p) => p.category)).size).toBe(4);
    expect(sale.some((p) => p.id === 3)).toBe(false);
  });

  it('selectDiscounted leaves out a product whose old price is its price, or whose discount is 0', () => {
    const base = PRODUCTS[0]!;
    const products: Product[] = [
      { ...base, id: 1, price: 1000, originalPrice: 1000, discount: 10 },
      { ...base, id: 2, price: 1000, originalPrice: 1500, discount: 0 },
      { ...base, id: 3, price: 1000, originalPrice: 1500, discount: 33 },
    ];
    const withCatalogue = { ...state(), catalog: { ...state().catalog, products } };
    expect(ids(selectDiscounted(withCatalogue))).toEqual([3]);
  });

  it('selectDiscounted is memoized', () => {
    const s = state();
    expect(selectDiscounted(s)).toBe(selectDiscounted(s));
  });

  it('selectMaxDiscount is the biggest discount, 0 when none', () => {
    expect(selectMaxDiscount(state())).toBe(Math.max(...PRODUCTS.map((p) => p.discount)));
    const none = makeStore({ catalog: { products: [PRODUCTS[2]!], submittedReviews: {} } }).getState();
    expect(selectMaxDiscount(none)).toBe(0);
  });

  it('selectSubmittedReviews keeps reviews per product, newest first', () => {
    const store = makeStore();
    const review = (id: string) => ({ id, user: 'Priya Sharma', rating: 4, comment: id, date: '2026-11-22' });
    expect(selectSubmittedReviews(store.getState(), 5)).toEqual([]);
    store.dispatch(reviewSubmitted({ productId: 5, review: review('a') }));
    store.dispatch(reviewSubmitted({ productId: 5, review: review('b') }));
    store.dispatch(reviewSubmitted({ productId: 6, review: review('c') }));
    expect(selectSubmittedReviews(store.getState(), 5).map((r) => r.id)).toEqual(['b', 'a']);
    expect(selectSubmittedReviews(store.getState(), 6).map((r) => r.id)).toEqual(['c']);
  });
});

describe('recently viewed and back-in-stock alerts with their products', () => {
  const withPreferences = (
    recentlyViewed: number[],
    stockAlerts: { productId: number; size: string }[] = [],
  ) => makeStore({ preferences: { pincode: null, recentlyViewed, mySizes: {}, stockAlerts } }).getState();

  it("gives the products viewed, most recent first, at most 8, leaving out the page's own and unknown ids", () => {
    const viewed = withPreferences([9, 9999, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ids(selectRecentlyViewed(viewed, null))).toEqual([9, 1, 2, 3, 4, 5, 6, 7]);
    expect(ids(selectRecentlyViewed(viewed, 1))).toEqual([9, 2, 3, 4, 5, 6, 7, 8]);
    expect(selectRecentlyViewed(withPreferences([]), null)).toEqual([]);
  });

  it('joins each alert with its product, leaving out products no longer sold', () => {
    const entries = selectStockAlertEntries(
      withPreferences(
        [],
        [
          { productId: 12, size: 'L' },
          { productId: 9999, size: 'M' },
          { productId: 1, size: 'XL' },
        ],
      ),
    );
    expect(entries.map(({ product, size }) => [product.id, size])).toEqual([
      [12, 'L'],
      [1, 'XL'],
    ]);
  });
});
