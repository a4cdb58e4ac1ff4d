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

  it('adds nothing for a product the catalogue does not have', () => {
    const store = makeStore();
    expect(store.dispatch(quickAddToCart(9999))).toBe('noSize');
    expect(store.getState().cart.lines).toEqual([]);
  });
});
