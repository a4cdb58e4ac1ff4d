import { restoreShape } from '@/shared/lib/persistedShape';
import { SAMPLES } from './fixtures';
import { ordersShape } from './persist';

const restore = (stored: unknown) => restoreShape(ordersShape, stored, 1);
const order = { ...SAMPLES[0]!, id: 'ORD-004' };

describe("the orders' stored shape", () => {
  it('keeps well-formed orders, each id once, and drops an order with an item out of shape', () => {
    const broken = { ...order, id: 'ORD-005', items: [{ ...order.items[0], price: -1 }] };
    expect(restore({ list: [order, broken, order], _persist: { version: 1 } })).toEqual({
      list: [order],
      changes: {},
    });
  });

  it('keeps only the summary of a payment: a card number or CVV is stripped', () => {
    const stored = {
      ...order,
      payment: { method: 'card', last4: '4242', cardNumber: '4242424242424242', cvv: '123' },
    };
    expect(restore({ list: [stored], _persist: { version: 1 } })?.list[0]?.payment).toEqual({
      method: 'card',
      last4: '4242',
    });
  });

  it('migrates version 0, which kept the list under "orders"', () => {
    expect(restore({ orders: [order] })).toEqual({ list: [order], changes: {} });
  });
});
