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

  it('keeps the coupon an order was placed with, and drops only the coupon when it is out of shape', () => {
    const withCoupon = { ...order, coupon: { code: 'RANGOLI10', discount: 250 } };
    expect(restore({ list: [withCoupon], _persist: { version: 1 } })).toEqual({
      list: [withCoupon],
      changes: {},
    });
    for (const coupon of [
      { code: '', discount: 1 },
      { code: 'X', discount: -5 },
      { code: 'X', discount: 1.5 },
      'RANGOLI10',
    ]) {
      const restored = restore({ list: [{ ...order, coupon }], _persist: { version: 1 } })?.list[0];
      expect(restored).toEqual(order);
      expect(restored && 'coupon' in restored ? restored.coupon : undefined).toBeUndefined();
    }
  });

  it('keeps an exchange only when every item has its new size', () => {
    const exchange = {
      id: 'RET-1001',
      date: '2026-11-22T06:30:00.000Z',
      items: [
        { id: 1, size: 'M', newSize: 'L' },
        { id: 2, size: 'S', newSize: 'M' },
      ],
      reason: 'tooSmall',
      resolution: 'exchange',
    };
    const withRequest = (returnRequest: unknown) =>
      restore({ list: [order], changes: { 'ORD-004': { returnRequest } }, _persist: { version: 1 } })
        ?.changes;
    expect(withRequest(exchange)).toEqual({ 'ORD-004': { returnRequest: exchange } });
    const oneWithout = { ...exchange, items: [exchange.items[0], { id: 2, size: 'S' }] };
    expect(withRequest(oneWithout)).toEqual({});
  });

  it('migrates version 0, which kept the list under "orders"', () => {
    expect(restore({ orders: [order] })).toEqual({ list: [order], changes: {} });
  });
});
