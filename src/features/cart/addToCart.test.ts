import { makeStore, toastsOf } from '@/test/app';
import { PRODUCTS } from '@/features/catalog';
import { addToCart, changeQuantity, quickAddToCart } from './addToCart';

/** The messages the store's listeners have shown so far (app/messages.ts maps the events). */
const shown = (store: ReturnType<typeof makeStore>) =>
  toastsOf(store)
    .getSnapshot()
    .map(({ message, tone }) => ({ message, tone }));

describe('addToCart', () => {
  it('adds the chosen quantity of the chosen size, and says so', () => {
    const store = makeStore();
    expect(store.dispatch(addToCart({ productId: 1, size: 'M', quantity: 3 }))).toBe('added');
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 3 }]);
    expect(shown(store)).toEqual([{ message: 'Product added to cart!', tone: 'success' }]);
  });

  it('adds one by default, and grows a line of the same size', () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'M', quantity: 2 }] } });
    store.dispatch(addToCart({ productId: 1, size: 'M' }));
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 3 }]);
  });

  it('on a full line (99) adds nothing and says so, with no success message', () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'M', quantity: 99 }] } });
    expect(store.dispatch(addToCart({ productId: 1, size: 'M' }))).toBe('lineFull');
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 99 }]);
    expect(shown(store)).toEqual([{ message: 'You can add at most 99 of this item', tone: 'error' }]);
  });

  it('fills a nearly full line up to 99, and another size is its own line', () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'M', quantity: 97 }] } });
    expect(store.dispatch(addToCart({ productId: 1, size: 'M', quantity: 5 }))).toBe('added');
    expect(store.dispatch(addToCart({ productId: 1, size: 'S', quantity: 5 }))).toBe('added');
    expect(store.getState().cart.lines).toEqual([
      { id: 1, size: 'M', quantity: 99 },
      { id: 1, size: 'S', quantity: 5 },
    ]);
  });

  it('without a size adds nothing and asks for one', () => {
    const store = makeStore();
    expect(store.dispatch(addToCart({ productId: 1, size: null }))).toBe('noSize');
    expect(store.getState().cart.lines).toEqual([]);
    expect(shown(store)).toEqual([{ message: 'Please select a size', tone: 'error' }]);
  });
});

describe('stock per size', () => {
  it('adds up to what is left of a low size (product 1 L: 2 left), then refuses with how many are left', () => {
    const store = makeStore();
    expect(store.dispatch(addToCart({ productId: 1, size: 'L', quantity: 2 }))).toBe('added');
    expect(store.dispatch(addToCart({ productId: 1, size: 'L' }))).toBe('stockLimit');
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'L', quantity: 2 }]);
    expect(shown(store)).toEqual([
      { message: 'Product added to cart!', tone: 'success' },
      { message: 'Only 2 left in size L', tone: 'error' },
    ]);
  });

  it('caps a line at what is left when more is asked for, and says so', () => {
    const store = makeStore({ cart: { lines: [{ id: 21, size: 'XXL', quantity: 1 }] } });
    expect(store.dispatch(addToCart({ productId: 21, size: 'XXL', quantity: 5 }))).toBe('added');
    expect(store.getState().cart.lines).toEqual([{ id: 21, size: 'XXL', quantity: 3 }]);
    expect(shown(store)).toContainEqual({ message: 'Only 3 left in size XXL', tone: 'error' });
  });

  it('adds nothing of a sold-out size, and says it is sold out', () => {
    const store = makeStore();
    expect(store.dispatch(addToCart({ productId: 1, size: 'XL' }))).toBe('stockLimit');
    expect(store.getState().cart.lines).toEqual([]);
    expect(shown(store)).toEqual([{ message: 'Size XL is sold out', tone: 'error' }]);
  });

  it("the cart's stepper stops at what is left, and says so", () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'L', quantity: 2 }] } });
    store.dispatch(changeQuantity({ id: 1, size: 'L', quantity: 3 }));
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'L', quantity: 2 }]);
    expect(shown(store)).toEqual([{ message: 'Only 2 left in size L', tone: 'error' }]);
  });

  it("the cart's stepper changes freely within the stock, never below 1", () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'M', quantity: 2 }] } });
    store.dispatch(changeQuantity({ id: 1, size: 'M', quantity: 7 }));
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 7 }]);
    store.dispatch(changeQuantity({ id: 1, size: 'M', quantity: 0 }));
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 1 }]);
    expect(shown(store)).toEqual([]);
  });
});

describe('quickAddToCart (cards and the wishlist)', () => {
  it('adds the first size that can be bought', () => {
    const store = makeStore({
      catalog: {
        products: PRODUCTS.map((p) => (p.id === 12 ? { ...p, stock: { S: 0, M: 0 } } : p)),
      },
    });
    expect(store.dispatch(quickAddToCart(12))).toBe('added');
    expect(store.getState().cart.lines).toEqual([{ id: 12, size: 'L', quantity: 1 }]);
  });

  it('adds nothing of a product with every size sold out', () => {
    const store = makeStore({
      catalog: {
        products: PRODUCTS.map((p) => (p.id === 64 ? { ...p, stock: { '30ml': 0, '50ml': 0 } } : p)),
      },
    });
    expect(store.dispatch(quickAddToCart(64))).toBe('noSize');
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('adds one of the first listed size', () => {
    const product = PRODUCTS.find((p) => p.id === 21)!;
    const store = makeStore();
    expect(store.dispatch(quickAddToCart(21))).toBe('added');
    expect(store.getState().cart.lines).toEqual([{ id: 21, size: product.size[0], quantity: 1 }]);
    expect(shown(store)).toEqual([{ message: 'Product added to cart!', tone: 'success' }]);
  });

  it('on a full line adds nothing and says so', () => {
    const size = PRODUCTS.find((p) => p.id === 21)!.size[0]!;
    const store = makeStore({ cart: { lines: [{ id: 21, size, quantity: 99 }] } });
    expect(store.dispatch(quickAddToCart(21))).toBe('lineFull');
    expect(shown(store)).toEqual([{ message: 'You can add at most 99 of this item', tone: 'error' }]);
  });

  it('adds nothing for a product the catalogue does not have', () => {
    const store = makeStore();
    expect(store.dispatch(quickAddToCart(9999))).toBe('noSize');
    expect(store.getState().cart.lines).toEqual([]);
  });
});
