import { makeStore } from '@/test/app';
import { PRODUCTS } from '@/features/catalog';
import { addToCart, quickAddToCart } from './addToCart';

/** The messages the store's listeners have shown so far (app/messages.ts maps the events). */
const shown = (store: ReturnType<typeof makeStore>) =>
  store.toasts.getSnapshot().map(({ message, tone }) => ({ message, tone }));

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
    expect(store.dispatch(addToCart({ productId: 1, size: 'L', quantity: 5 }))).toBe('added');
    expect(store.getState().cart.lines).toEqual([
      { id: 1, size: 'M', quantity: 99 },
      { id: 1, size: 'L', quantity: 5 },
    ]);
  });

  it('without a size adds nothing and asks for one', () => {
    const store = makeStore();
    expect(store.dispatch(addToCart({ productId: 1, size: null }))).toBe('noSize');
    expect(store.getState().cart.lines).toEqual([]);
    expect(shown(store)).toEqual([{ message: 'Please select a size', tone: 'error' }]);
  });
});

describe('quickAddToCart (cards and the wishlist)', () => {
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
