import { PRODUCTS, type Product, type SortKey } from '@/features/catalog';
import { initialFilters, type Filters } from '../searchSlice';
import { respellQuery as respell } from './spellings';
import { createCatalogQueries } from './catalogQueries';
import type { ListingBase, ListingRequest } from './listing';
import * as engine from './productSearch';

const ids = (products: readonly Product[]) => products.map((p) => p.id);

const request = (
  base: ListingBase,
  filters: Partial<Filters> = {},
  sort: SortKey = 'featured',
  limit = 1000,
): ListingRequest => ({ base, filters: { ...initialFilters, ...filters }, sort, limit });
const search = (query: string) => ({ kind: 'search', query }) as const;

/** The queries over the bundled catalogue, with the search engine's calls counted. */
function queries() {
  const searchProducts = jest.fn(engine.searchProducts);
  const q = createCatalogQueries(PRODUCTS, { searchProducts, suggestFor: engine.suggestFor });
  return { q, searchProducts };
}

describe('catalogue queries: search listings', () => {
  it('asks a query that finds nothing again respelled, once given the table, answering afresh', () => {
    const { q, searchProducts } = queries();
    expect(q.respells()).toBe(false);
    expect(q.listing(request(search('sari'))).baseTotal).toBe(0);
    q.useRespell(respell);
    expect(q.respells()).toBe(true);
    expect(q.listing(request(search('sari'))).baseTotal).toBe(2);
    expect(searchProducts).toHaveBeenLastCalledWith(PRODUCTS, 'saree');
    expect(q.suggest('साड़ी').length).toBeGreaterThan(0);
  });

  it('lists the products matching the query, most relevant first; none without a query', () => {
    const { q } = queries();
    expect(ids(q.listing(request(search('gold'))).products)).toEqual([63, 40]);
    const none = q.listing(request(search('')));
    expect(none.products).toEqual([]);
    expect(none.baseTotal).toBe(0);
  });

  it('applies every filter to the results', () => {
    const { q } = queries();
    const result = q.listing(
      request(search('jeans'), {
        brands: ["Levi's"],
        sizes: ['32'],
        priceRange: [0, 3000],
        colors: ['Black'],
      }),
    );
    expect(ids(result.products)).toEqual([35]);
    expect(result.total).toBe(1);
    expect(result.baseTotal).toBe(engine.searchProducts(PRODUCTS, 'jeans').length);
  });

  it.each([
    ['featured', (list: Product[]) => list],
    ['priceLowToHigh', (list: Product[]) => [...list].sort((a, b) => a.price - b.price)],
    ['priceHighToLow', (list: Product[]) => [...list].sort((a, b) => b.price - a.price)],
    ['rating', (list: Product[]) => [...list].sort((a, b) => b.rating - a.rating)],
  ] as const)('sorts by %s (featured keeps relevance order)', (sort, expected) => {
    const { q } = queries();
    const relevance = engine.searchProducts(PRODUCTS, 'kurta');
    expect(ids(q.listing(request(search('kurta'), {}, sort)).products)).toEqual(ids(expected(relevance)));
  });

  it('finds typos too ("shrit" → shirts)', () => {
    const { q } = queries();
    const { products } = q.listing(request(search('shrit'), { sizes: ['XXL'] }, 'priceLowToHigh'));
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.type === 'Shirt' || p.type === 'T-Shirt')).toBe(true);
    expect(products.every((p) => p.size.includes('XXL'))).toBe(true);
  });

  it('counts the facets of the results with the products, each section against the others', () => {
    const { q } = queries();
    const { facets } = q.listing(request(search('jeans'), { brands: ["Levi's"] }));
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

  it('searches only when the query changes, counts facets only when the results or filters change', () => {
    const { q, searchProducts } = queries();
    const first = q.listing(request(search('shirt')));
    expect(searchProducts).toHaveBeenCalledTimes(1);

    // The sort changes: the same search and facet counts, sorted again.
    const sorted = q.listing(request(search('shirt'), {}, 'priceLowToHigh'));
    expect(searchProducts).toHaveBeenCalledTimes(1);
    expect(sorted.facets).toBe(first.facets);
    expect(ids(sorted.products)).not.toEqual(ids(first.products));

    // Load more: the same list, longer.
    const longer = q.listing(request(search('shirt'), {}, 'priceLowToHigh', 2000));
    expect(longer.facets).toBe(first.facets);

    // A filter changes: filtered and counted again, not searched.
    const filtered = q.listing(request(search('shirt'), { sizes: ['M'] }, 'priceLowToHigh'));
    expect(searchProducts).toHaveBeenCalledTimes(1);
    expect(filtered.facets).not.toBe(first.facets);

    // The query changes: searched again.
    q.listing(request(search('trousers'), { sizes: ['M'] }, 'priceLowToHigh'));
    expect(searchProducts).toHaveBeenCalledTimes(2);
    // Back to an earlier query: its results are kept.
    q.listing(request(search('shirt')));
    expect(searchProducts).toHaveBeenCalledTimes(2);
  });

  it('sends the first `limit` products, and the total of all', () => {
    const { q } = queries();
    const all = q.listing(request(search('kurta')));
    const page = q.listing(request(search('kurta'), {}, 'featured', 3));
    expect(page.products).toEqual(all.products.slice(0, 3));
    expect(page.total).toBe(all.total);
  });

  it('suggests categories, brands and products for what is typed', () => {
    const { q } = queries();
    expect(q.suggest('lev')).toEqual(engine.suggestFor(PRODUCTS, 'lev'));
  });
});

describe('catalogue queries: category and sale listings', () => {
  const women = PRODUCTS.filter((p) => p.category === 'Women');

  it("a category's products in catalogue order, filtered and sorted", () => {
    const { q } = queries();
    expect(ids(q.listing(request({ kind: 'category', category: 'Men' })).products)).toEqual(
      Array.from({ length: 15 }, (_, i) => 21 + i),
    );
    const result = q.listing(
      request({ kind: 'category', category: 'Women' }, { priceRange: [2000, 3000] }, 'priceHighToLow'),
    );
    expect(result.products.every((p) => p.category === 'Women' && p.price >= 2000 && p.price <= 3000)).toBe(
      true,
    );
    expect(ids(result.products)).toEqual(ids([...result.products].sort((a, b) => b.price - a.price)));
    expect(result.baseTotal).toBe(women.length);
    expect(result.facets.sizes.map((s) => s.value)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('the sale is every discounted product across categories, and only those', () => {
    const { q } = queries();
    const sale = q.listing(request({ kind: 'sale' })).products;
    expect(ids(sale)).toEqual(PRODUCTS.filter((p) => p.originalPrice > p.price).map((p) => p.id));
    expect(sale.every((p) => p.discount > 0 && p.originalPrice > p.price)).toBe(true);
    expect(new Set(sale.map((p) => p.category)).size).toBe(4);
    expect(sale.some((p) => p.id === 3)).toBe(false);
    const discounts = q.listing(request({ kind: 'sale' }, {}, 'discount')).products.map((p) => p.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it('filters again only when the filters change', () => {
    const { q } = queries();
    const featured = q.listing(request({ kind: 'category', category: 'Women' }));
    const rating = q.listing(request({ kind: 'category', category: 'Women' }, {}, 'rating'));
    expect(rating.facets).toBe(featured.facets);
  });
});
