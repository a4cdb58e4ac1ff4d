import { loggedOut } from '@/features/auth';
import { orderPlaced, sampleOrders } from '@/features/orders';
import { cartSlice, initialCartState, type CartState } from './cartSlice';

// The slice's own answer to other features' actions, reducer to reducer (cartSlice.test.ts shows the
// same through a whole store). A file of its own: RTK builds a slice's extra reducers at the
// reducer's first call, and the mutation run credits them to the test making that call only.
const full: CartState = { lines: [{ id: 1, size: 'M', quantity: 3 }], coupon: 'RANGOLI10' };
const [order] = sampleOrders(new Date('2026-11-22T10:00:00.000Z'));

it('empties the cart, coupon and all, when the shopper logs out or places an order', () => {
  expect(cartSlice.reducer(full, loggedOut())).toEqual(initialCartState);
  expect(cartSlice.reducer(full, orderPlaced(order!))).toEqual(initialCartState);
});
