import { makeStore } from '@/test/app';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';
import { loggedOut } from '@/features/auth';
import { orderPlaced, type Order } from '@/features/orders';
import { cartSlice, itemAdded, itemRemoved, quantityChanged, type CartState } from './cartSlice';

const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce(cartSlice.reducer, state);
const empty: CartState = { lines: [] };

const order: Order = {
  id: 'ORD-004',
  date: '2026-11-22T10:00:00.000Z',
  status: 'processing',
  total: 1180,
  items: [],
  shipping: { name: 'P', email: 'p@x.in', phone: '1', address: 'a', city: 'c', state: 's', pincode: '1' },
  payment: { method: 'cod' },
};

describe('cart slice', () => {
  it('starts empty', () => {
    expect(cartSlice.reducer(undefined, { type: '@@init' })).toEqual({ lines: [] });
  });

  it('adds a new line with quantity 1 by default', () => {
    expect(reduce(empty, itemAdded({ id: 1, size: 'M' })).lines).toEqual([{ id: 1, size: 'M', quantity: 1 }]);
  });

  it('raises a matching line (same id and size) by 1 instead of adding a line', () => {
    const state = reduce(empty, itemAdded({ id: 1, size: 'M' }), itemAdded({ id: 1, size: 'M' }));
    expect(state.lines).toEqual([{ id: 1, size: 'M', quantity: 2 }]);
  });

  it('raises a matching line by the chosen quantity (product page)', () => {
    const state = reduce(
      empty,
      itemAdded({ id: 1, size: 'M', quantity: 2 }),
      itemAdded({ id: 1, size: 'M', quantity: 3 }),
    );
    expect(state.lines).toEqual([{ id: 1, size: 'M', quantity: 5 }]);
  });

  it('keeps another size of the same product, or another product in the same size, as a new line', () => {
    const state = reduce(
      empty,
      itemAdded({ id: 1, size: 'M' }),
      itemAdded({ id: 1, size: 'L' }),
      itemAdded({ id: 2, size: 'M' }),
    );
    expect(state.lines).toEqual([
      { id: 1, size: 'M', quantity: 1 },
      { id: 1, size: 'L', quantity: 1 },
      { id: 2, size: 'M', quantity: 1 },
    ]);
  });

  it('never adds less than 1 or a fraction, and treats a non-number as 1', () => {
    const state = reduce(
      empty,
      itemAdded({ id: 1, size: 'M', quantity: 0 }),
      itemAdded({ id: 2, size: 'M', quantity: -4 }),
      itemAdded({ id: 3, size: 'M', quantity: 2.7 }),
      itemAdded({ id: 4, size: 'M', quantity: Number.NaN }),
    );
    expect(state.lines.map((l) => l.quantity)).toEqual([1, 1, 2, 1]);
  });

  it('keeps only id, size and quantity even when the payload carries a price', () => {
    const payload = { id: 1, size: 'M', price: 1 } as Parameters<typeof itemAdded>[0];
    expect(reduce(empty, itemAdded(payload)).lines).toEqual([{ id: 1, size: 'M', quantity: 1 }]);
  });

  it('removes a line by id and size only', () => {
    const start: CartState = {
      lines: [
        { id: 1, size: 'M', quantity: 1 },
        { id: 1, size: 'L', quantity: 2 },
      ],
    };
    expect(reduce(start, itemRemoved({ id: 1, size: 'M' })).lines).toEqual([
      { id: 1, size: 'L', quantity: 2 },
    ]);
    expect(reduce(start, itemRemoved({ id: 1, size: 'XL' })).lines).toEqual(start.lines);
  });

  it('sets a quantity', () => {
    const start: CartState = { lines: [{ id: 1, size: 'M', quantity: 1 }] };
    expect(reduce(start, quantityChanged({ id: 1, size: 'M', quantity: 4 })).lines).toEqual([
      { id: 1, size: 'M', quantity: 4 },
    ]);
  });

  it.each([0, -1, -10])('removes the line when the quantity is set to %s', (quantity) => {
    const start: CartState = {
      lines: [
        { id: 1, size: 'M', quantity: 3 },
        { id: 2, size: 'S', quantity: 1 },
      ],
    };
    expect(reduce(start, quantityChanged({ id: 1, size: 'M', quantity })).lines).toEqual([
      { id: 2, size: 'S', quantity: 1 },
    ]);
  });

  it('ignores a quantity that is not a number and rounds fractions down to at least 1', () => {
    const start: CartState = { lines: [{ id: 1, size: 'M', quantity: 3 }] };
    expect(
      reduce(start, quantityChanged({ id: 1, size: 'M', quantity: Number.NaN })).lines[0]?.quantity,
    ).toBe(3);
    expect(reduce(start, quantityChanged({ id: 1, size: 'M', quantity: 2.9 })).lines[0]?.quantity).toBe(2);
    expect(reduce(start, quantityChanged({ id: 1, size: 'M', quantity: 0.5 })).lines[0]?.quantity).toBe(1);
  });

  it('changes nothing when no line matches the quantity change', () => {
    const start: CartState = { lines: [{ id: 1, size: 'M', quantity: 3 }] };
    expect(reduce(start, quantityChanged({ id: 1, size: 'L', quantity: 5 }))).toEqual(start);
  });

  it('caps a line at MAX_LINE_QUANTITY, however it grows', () => {
    const start: CartState = { lines: [{ id: 1, size: 'M', quantity: 98 }] };
    expect(reduce(start, itemAdded({ id: 1, size: 'M', quantity: 5 })).lines[0]?.quantity).toBe(
      MAX_LINE_QUANTITY,
    );
    expect(reduce(empty, itemAdded({ id: 2, size: 'M', quantity: 500 })).lines[0]?.quantity).toBe(
      MAX_LINE_QUANTITY,
    );
    expect(reduce(start, quantityChanged({ id: 1, size: 'M', quantity: 120 })).lines[0]?.quantity).toBe(
      MAX_LINE_QUANTITY,
    );
  });

  it('empties itself when the shopper logs out', () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'M', quantity: 3 }] } });
    store.dispatch(loggedOut());
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('empties itself when an order is placed', () => {
    const store = makeStore({ cart: { lines: [{ id: 1, size: 'M', quantity: 3 }] } });
    store.dispatch(orderPlaced(order));
    expect(store.getState().cart.lines).toEqual([]);
    expect(store.getState().orders.list).toHaveLength(1);
  });
});
