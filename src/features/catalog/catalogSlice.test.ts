import {
  catalogSlice,
  productsAbsent,
  productsLoaded,
  initialCatalogState,
  reviewSubmitted,
  type Review,
} from './catalogSlice';
import { PRODUCTS } from './products';

const reduce = catalogSlice.reducer;
const review = (id: string): Review => ({
  id,
  user: 'Priya Sharma',
  rating: 5,
  comment: 'Soft cotton, true to size.',
  date: '2026-11-20',
});

describe('catalog slice', () => {
  it('starts without products, and holds the catalogue once it has loaded', () => {
    expect(initialCatalogState.products).toEqual([]);
    const loaded = reduce(initialCatalogState, productsLoaded(PRODUCTS));
    expect(loaded.products).toEqual(PRODUCTS);
    expect(loaded.submittedReviews).toEqual({});
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

  it("puts a shopper's review first among that product's submitted reviews, apart from other products'", () => {
    const state = [
      reviewSubmitted({ productId: 3, review: review('r1') }),
      reviewSubmitted({ productId: 3, review: review('r2') }),
      reviewSubmitted({ productId: 5, review: review('r3') }),
    ].reduce(reduce, initialCatalogState);
    expect(state.submittedReviews).toEqual({ 3: [review('r2'), review('r1')], 5: [review('r3')] });
  });
});
