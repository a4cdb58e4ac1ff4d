import { makeStore } from '@/test/app';
import { PRODUCTS } from './products';
import { productsAbsent, productsLoaded, summaryLoaded } from './catalogSlice';
import {
  missingProductIds,
  selectCatalogSummary,
  selectFeatured,
  selectMaxDiscount,
  selectProductById,
  selectProductStatus,
  selectRecentlyViewed,
  selectRelated,
  selectSaleImage,
  selectStockAlertEntries,
  selectTrending,
} from './selectors';
import { summarize } from './summary';
import type { Product } from './types';

const state = () => makeStore().getState();
const ids = (ps: readonly Product[]) => ps.map((p) => p.id);

describe('catalog selectors', () => {
  it('selectProductById finds a product, or undefined', () => {
    expect(selectProductById(state(), 12)?.name).toBe('Oversized Denim Jacket');
    expect(selectProductById(state(), 71)).toBeUndefined();
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
    const s = makeStore({ catalog: { products: [only] } }).getState();
    expect(selectRelated(s, only)).toEqual([]);
  });

  it('selectMaxDiscount is the biggest discount, 0 when none', () => {
    expect(selectMaxDiscount(state())).toBe(Math.max(...PRODUCTS.map((p) => p.discount)));
    const none = makeStore({ catalog: { products: [PRODUCTS[2]!] } }).getState();
    expect(selectMaxDiscount(none)).toBe(0);
  });

  it("selectSaleImage is the picture of the sale's biggest discount (the first of them), null when none", () => {
    const top = [...PRODUCTS].filter((p) => p.discount > 0).sort((a, b) => b.discount - a.discount)[0]!;
    expect(selectSaleImage(state())).toBe(top.image);
    const none = makeStore({ catalog: { products: [PRODUCTS[2]!] } }).getState();
    expect(selectSaleImage(none)).toBeNull();
  });

  it("a store holding the whole catalogue works its summary out itself, the same as the build's", () => {
    expect(selectCatalogSummary(state())).toEqual(summarize(PRODUCTS));
    expect(selectCatalogSummary(state())).toBe(selectCatalogSummary(state()));
  });

  it('with a summary, the products at hand are all there is: featured and related come from those loaded', () => {
    const store = makeStore({ catalog: { products: [] } });
    store.dispatch(summaryLoaded(summarize(PRODUCTS)));
    expect(selectFeatured(store.getState())).toEqual([]);
    store.dispatch(productsLoaded(PRODUCTS.filter((p) => [1, 3, 21, 22].includes(p.id))));
    expect(ids(selectFeatured(store.getState()))).toEqual([1, 3]);
    expect(ids(selectRelated(store.getState(), PRODUCTS[29]!))).toEqual([21, 22]);
  });

  it('selectProductStatus: ready at hand, loading while its shard is fetched, absent when there is none', () => {
    // A store holding the whole catalogue: what it does not hold does not exist.
    expect(selectProductStatus(state(), 5)).toBe('ready');
    expect(selectProductStatus(state(), 71)).toBe('absent');
    expect(missingProductIds(state(), [5, 71])).toEqual([]);
    // A store loading it piece by piece (the browser).
    const store = makeStore({ catalog: { products: [PRODUCTS[0]!] } });
    store.dispatch(summaryLoaded(summarize(PRODUCTS)));
    expect(selectProductStatus(store.getState(), 1)).toBe('ready');
    expect(selectProductStatus(store.getState(), 5)).toBe('loading');
    expect(selectProductStatus(store.getState(), 71)).toBe('absent');
    expect(missingProductIds(store.getState(), [1, 5, 5, 6])).toEqual([5, 6]);
    store.dispatch(productsAbsent([6]));
    expect(selectProductStatus(store.getState(), 6)).toBe('absent');
    // The catalogue's ids run from 1 to its manifest's maxId: those at either end are loaded, not absent.
    expect(selectProductStatus(store.getState(), 70)).toBe('loading');
    const withoutFirst = makeStore({ catalog: { products: [PRODUCTS[1]!] } });
    withoutFirst.dispatch(summaryLoaded(summarize(PRODUCTS)));
    expect(selectProductStatus(withoutFirst.getState(), 1)).toBe('loading');
    expect(selectProductStatus(store.getState(), 0)).toBe('absent');
    expect(selectProductStatus(store.getState(), -3)).toBe('absent');
    expect(missingProductIds(store.getState(), [5, 6])).toEqual([5]);
  });

  it('productsLoaded keeps each product once', () => {
    const store = makeStore({ catalog: { products: [PRODUCTS[0]!] } });
    store.dispatch(productsLoaded([PRODUCTS[0]!, PRODUCTS[1]!, PRODUCTS[1]!]));
    expect(ids(store.getState().catalog.products)).toEqual([1, 2]);
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
