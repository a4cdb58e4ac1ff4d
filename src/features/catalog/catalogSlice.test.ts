import { catalogSlice, productsAbsent, productsLoaded, initialCatalogState } from './catalogSlice';
import { PRODUCTS } from './products';

const reduce = catalogSlice.reducer;

describe('catalog slice', () => {
  it('starts without products, and holds the catalogue once it has loaded', () => {
    expect(initialCatalogState.products).toEqual([]);
    const loaded = reduce(initialCatalogState, productsLoaded(PRODUCTS));
    expect(loaded.products).toEqual(PRODUCTS);
    expect(loaded).toEqual({ products: PRODUCTS });
  });

  it('takes the first products it gets as they are, without copying them (a whole catalogue can be 100,000)', () => {
    const products = PRODUCTS.slice(0, 10);
    expect(reduce(initialCatalogState, productsLoaded(products)).products).toBe(products);
  });

  it('adds products that arrive later once each, after those it holds', () => {
    const first = reduce(initialCatalogState, productsLoaded(PRODUCTS.slice(0, 3)));
    const more = reduce(first, productsLoaded([PRODUCTS[2]!, PRODUCTS[5]!, PRODUCTS[5]!, PRODUCTS[0]!]));
    expect(more.products.map((p) => p.id)).toEqual([1, 2, 3, 6]);
  });

  it('remembers ids the catalogue does not have, each once', () => {
    const once = reduce(initialCatalogState, productsAbsent([900, 901]));
    expect(reduce(once, productsAbsent([901, 902])).absent).toEqual([900, 901, 902]);
  });
});
