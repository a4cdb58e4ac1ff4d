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

  describe('complaints (issue 35)', () => {
    const complaint = {
      id: 'CMP-1001',
      filedAt: '2026-11-22T06:30:00.000Z',
      subject: 'delivery',
      description: 'My parcel never came, though it says delivered.',
      email: 'asha@example.com',
    };
    const withComplaints = (complaints: unknown) =>
      restore({ list: [order], changes: {}, complaints, _persist: { version: 1 } });

    it('keeps well-formed complaints, and reads a key stored before them as having none', () => {
      const about = { ...complaint, id: 'CMP-1002', orderId: 'ORD-004', filedAt: '2026-11-23T06:30:00.000Z' };
      expect(withComplaints([about, complaint])).toEqual({
        list: [order],
        changes: {},
        complaints: [about, complaint],
      });
      expect(restore({ list: [order], _persist: { version: 1 } })).toEqual({ list: [order], changes: {} });
      for (const none of [[], 'CMP-1001', null, { 0: complaint }])
        expect(withComplaints(none)).toEqual({ list: [order], changes: {} });
    });

    it.each([
      ['a ticket that is not CMP-n', { id: 'RET-1001' }],
      ['a ticket with more after it', { id: 'CMP-1001x' }],
      ['no date', { filedAt: 'yesterday' }],
      ['an unknown subject', { subject: 'Delivery' }],
      ['no description', { description: '' }],
      ['a description of more than 2,000 characters', { description: 'a'.repeat(2001) }],
      ['no email', { email: '' }],
      ['a description that is not text', { description: 42 }],
    ])('drops a complaint with %s, and keeps the others', (_what, change) => {
      const good = { ...complaint, id: 'CMP-1002', filedAt: '2026-11-23T06:30:00.000Z' };
      expect(withComplaints([good, { ...complaint, ...change }])?.complaints).toEqual([good]);
    });

    it('keeps a description of 2,000 characters', () => {
      const long = { ...complaint, description: 'a'.repeat(2000) };
      expect(withComplaints([long])?.complaints).toEqual([long]);
    });

    it('drops an order that is not an order id, keeping the complaint; strips unknown fields', () => {
      for (const orderId of ['ORD-', 'constructor', 7])
        expect(withComplaints([{ ...complaint, orderId, status: 'resolved' }])?.complaints).toEqual([
          complaint,
        ]);
    });

    it('keeps each complaint once, and gives a ticket two share to the one filed first', () => {
      const later = {
        ...complaint,
        filedAt: '2026-11-22T06:30:01.000Z',
        description: 'Filed a second later in another tab',
      };
      expect(withComplaints([later, complaint, complaint])?.complaints).toEqual([
        { ...later, id: 'CMP-1002' },
        complaint,
      ]);
    });
  });
});
