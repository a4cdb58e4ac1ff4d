import { makeStore } from '@/test/app';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';
import { loggedOut } from '@/features/auth';
import { PRODUCTS, productsAbsent, productsLoaded } from '@/features/catalog';
import { orderPlaced, type Order } from '@/features/orders';
import {
  cartSlice,
  initialCartState,
  couponApplied,
  couponDropped,
  couponRemoved,
  itemAdded,
  itemRemoved,
  lineRestored,
  quantityChanged,
  type CartState,
} from './cartSlice';
import { removeFromCart } from './removeFromCart';

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
    const removed = { line: { id: 1, size: 'M', quantity: 1 }, index: 0 };
    expect(reduce(start, itemRemoved(removed)).lines).toEqual([{ id: 1, size: 'L', quantity: 2 }]);
    expect(
      reduce(start, itemRemoved({ ...removed, line: { id: 1, size: 'XL', quantity: 1 } })).lines,
    ).toEqual(start.lines);
  });

  it('removeFromCart says which line went, from where, and with which coupon', () => {
    const state = {
      cart: {
        lines: [
          { id: 1, size: 'M', quantity: 1 },
          { id: 7, size: 'S', quantity: 3 },
        ],
        coupon: 'RANGOLI10',
      },
    };
    const dispatched: unknown[] = [];
    const dispatch = <A>(action: A) => {
      dispatched.push(action);
      return action;
    };
    removeFromCart({ id: 7, size: 'S' })(dispatch, () => state, undefined);
    removeFromCart({ id: 7, size: 'L' })(dispatch, () => state, undefined);
    expect(dispatched).toEqual([
      itemRemoved({ line: { id: 7, size: 'S', quantity: 3 }, index: 1, coupon: 'RANGOLI10' }),
    ]);
  });

  it('puts a removed line back in its place with its size and quantity, and its coupon', () => {
    const start: CartState = {
      lines: [
        { id: 1, size: 'M', quantity: 1 },
        { id: 2, size: 'L', quantity: 4 },
        { id: 3, size: 'S', quantity: 1 },
      ],
      coupon: 'RANGOLI10',
    };
    const removed = { line: { id: 2, size: 'L', quantity: 4 }, index: 1, coupon: 'RANGOLI10' };
    const gone = reduce(start, itemRemoved(removed), couponDropped({ code: 'RANGOLI10', reason: 'x' }));
    expect(gone).toEqual({ lines: [start.lines[0], start.lines[2]] });
    expect(reduce(gone, lineRestored(removed))).toEqual(start);
    // A coupon applied since stays; an index past the end puts the line last.
    expect(reduce(gone, couponApplied('FESTIVE500'), lineRestored({ ...removed, index: 9 }))).toEqual({
      lines: [start.lines[0], start.lines[2], start.lines[1]],
      coupon: 'FESTIVE500',
    });
  });

  it('a restored line joins the same product and size added since, within the cap', () => {
    const start: CartState = { lines: [{ id: 2, size: 'L', quantity: 97 }] };
    const restored = reduce(start, lineRestored({ line: { id: 2, size: 'L', quantity: 4 }, index: 0 }));
    // toStrictEqual: a line restored without a coupon leaves the cart without one, not with an empty one.
    expect(restored).toStrictEqual({ lines: [{ id: 2, size: 'L', quantity: MAX_LINE_QUANTITY }] });
  });

  it('applies one coupon at a time, removes it, and drops it only if it is still the one applied', () => {
    const state = reduce(empty, couponApplied('RANGOLI10'), couponApplied('FESTIVE500'));
    expect(state.coupon).toBe('FESTIVE500');
    expect(reduce(state, couponRemoved())).toEqual(empty);
    expect(reduce(state, couponDropped({ code: 'RANGOLI10', reason: 'x' })).coupon).toBe('FESTIVE500');
    expect(reduce(state, couponDropped({ code: 'FESTIVE500', reason: 'x' }))).toEqual(empty);
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

  const full: CartState = { lines: [{ id: 1, size: 'M', quantity: 3 }], coupon: 'RANGOLI10' };

  it('empties itself, coupon and all, when the shopper logs out', () => {
    expect(cartSlice.reducer(full, loggedOut())).toEqual(initialCartState);
    const store = makeStore({ cart: full });
    store.dispatch(loggedOut());
    expect(store.getState().cart).toEqual({ lines: [] });
  });

  it('empties itself, coupon and all, when an order is placed', () => {
    expect(cartSlice.reducer(full, orderPlaced(order))).toEqual(initialCartState);
    const store = makeStore({ cart: full });
    store.dispatch(orderPlaced(order));
    expect(store.getState().cart).toEqual({ lines: [] });
    expect(store.getState().orders.list).toHaveLength(1);
  });
});

describe('cart lines read back before their products arrived (the browser loads the catalogue piece by piece)', () => {
  const lines = [
    { id: 1, size: 'M', quantity: 1 },
    { id: 1, size: 'XXL', quantity: 1 },
    { id: 2, size: 'S', quantity: 2 },
    { id: 5000, size: 'M', quantity: 1 },
  ];

  it('drops a line whose product turns out not to offer its size', () => {
    const state = cartSlice.reducer({ lines }, productsLoaded([PRODUCTS[0]!]));
    expect(state.lines).toEqual([lines[0], lines[2], lines[3]]);
  });

  it('drops the lines of a product the catalogue does not have', () => {
    expect(cartSlice.reducer({ lines }, productsAbsent([5000])).lines).toEqual(lines.slice(0, 3));
  });

  it('keeps the very state when nothing changes', () => {
    const state = { lines: [lines[0]!] };
    expect(cartSlice.reducer(state, productsLoaded([PRODUCTS[1]!]))).toBe(state);
    expect(cartSlice.reducer(state, productsAbsent([7]))).toBe(state);
  });
});
