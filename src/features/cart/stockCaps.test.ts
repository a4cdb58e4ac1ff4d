import { makeStore } from '@/test/app';
import { productsLoaded, PRODUCTS } from '@/features/catalog';
import { changeLineSize } from './changeLineSize';
import { cartSlice, itemAdded, lineRestored, linesReplaced } from './cartSlice';
import { heldToStock } from './heldToStock';
import { selectCartSubtotal, selectPricedCartLines } from './selectors';
import { selectCountedItemCount, selectHasSoldOutLines } from './soldOut';

// Product 1 (the Chanderi kurta): 2 left in L, XL sold out, S and M without limit.
const kurta = PRODUCTS.find((p) => p.id === 1)!;

// A cart read back from storage, or another tab's: app/persistence configs.test and
// crossTabSync.property.test.
describe('stock caps: no cart line exceeds its size stock, however it got there', () => {
  it('an Undo that would put back more than is left is held to it', async () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'L', quantity: 2 }] } });
    store.dispatch(lineRestored({ line: { id: 1, size: 'L', quantity: 2 }, index: 0 }));
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'L', quantity: 2 }]);
  });

  it('a re-add past what is left is held to it (whatever dispatched it)', async () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'L', quantity: 1 }] } });
    store.dispatch(itemAdded({ id: 1, size: 'L', quantity: 5 }));
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'L', quantity: 2 }]);
  });

  it('lines whose products arrive later are held once their stock is known', async () => {
    const store = makeStore({
      cart: { lines: [{ id: 1, size: 'L', quantity: 9 }] },
      catalog: { ...makeStore().getState().catalog, products: [] },
    });
    expect(store.getState().cart.lines[0]?.quantity).toBe(9);
    store.dispatch(productsLoaded([kurta]));
    expect(store.getState().cart.lines[0]?.quantity).toBe(2);
  });

  it('a line of a size sold out since stays, marked sold out, its price not counted', () => {
    const store = makeStore({
      cart: {
        lines: [
          { id: 1, size: 'XL', quantity: 2 },
          { id: 1, size: 'M', quantity: 1 },
        ],
      },
    });
    store.dispatch(itemAdded({ id: 1, size: 'M' }));
    expect(store.getState().cart.lines).toEqual([
      { id: 1, size: 'XL', quantity: 2 },
      { id: 1, size: 'M', quantity: 2 },
    ]);
    const state = store.getState();
    expect(
      selectPricedCartLines(state).map(({ size, soldOut, lineTotal }) => ({ size, soldOut, lineTotal })),
    ).toEqual([
      { size: 'XL', soldOut: true, lineTotal: 0 },
      { size: 'M', soldOut: false, lineTotal: kurta.price * 2 },
    ]);
    expect(selectCartSubtotal(state)).toBe(kurta.price * 2);
    expect(selectHasSoldOutLines(state)).toBe(true);
  });

  it("'Change size' moves the line, with its quantity, held to the new size's stock", async () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'XL', quantity: 3 }] } });
    store.dispatch(changeLineSize({ id: 1, size: 'XL', to: 'M' }));
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'M', quantity: 3 }]);
    expect(selectHasSoldOutLines(store.getState())).toBe(false);
    store.dispatch(changeLineSize({ id: 1, size: 'M', to: 'L' }));
    expect(store.getState().cart.lines).toEqual([{ id: 1, size: 'L', quantity: 2 }]);
  });
});

describe('heldToStock', () => {
  const state = (lines: { id: number; size: string; quantity: number }[]) => ({
    ...makeStore().getState(),
    cart: { lines },
  });

  it('holds each line over its stock to what is left; never a sold-out size, an unknown product or a line within', () => {
    const within = [
      { id: 1, size: 'L', quantity: 2 },
      { id: 1, size: 'XL', quantity: 4 },
      { id: 1, size: 'M', quantity: 99 },
      { id: 99999, size: 'M', quantity: 5 },
    ];
    expect(heldToStock(state(within))).toBeNull();
    expect(heldToStock(state([{ id: 1, size: 'L', quantity: 3 }, ...within.slice(1)]))).toEqual([
      { id: 1, size: 'L', quantity: 2 },
      ...within.slice(1),
    ]);
  });
});

describe('the cart lines replaced', () => {
  it('keeps only id, size and quantity of each line', () => {
    const lines = [
      { id: 1, size: 'L', quantity: 2, price: 1 } as { id: number; size: string; quantity: number },
    ];
    expect(cartSlice.reducer({ lines: [] }, linesReplaced(lines)).lines).toEqual([
      { id: 1, size: 'L', quantity: 2 },
    ]);
  });

  it("'Change size' joins a line of the new size (within 99), and a line not in the cart changes nothing", () => {
    const store = makeStore({
      cart: {
        lines: [
          { id: 1, size: 'XL', quantity: 60 },
          { id: 2, size: 'M', quantity: 1 },
          { id: 1, size: 'M', quantity: 50 },
        ],
      },
    });
    const before = store.getState().cart;
    store.dispatch(changeLineSize({ id: 7, size: 'XL', to: 'M' }));
    store.dispatch(changeLineSize({ id: 1, size: 'XL', to: 'XL' }));
    expect(store.getState().cart).toBe(before);
    store.dispatch(changeLineSize({ id: 1, size: 'XL', to: 'M' }));
    expect(store.getState().cart.lines).toEqual([
      { id: 2, size: 'M', quantity: 1 },
      { id: 1, size: 'M', quantity: 99 },
    ]);
    expect(selectCountedItemCount(store.getState())).toBe(100);
  });
});
