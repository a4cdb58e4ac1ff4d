import { SAMPLES } from './fixtures';
import { describePayment, nextOrderId, orderBreakdown } from './orderSummary';

describe('describePayment', () => {
  it('reads as the shopper expects', () => {
    expect(describePayment({ method: 'card', last4: '1234' })).toBe('Card ending 1234');
    expect(describePayment({ method: 'upi', upiId: 'name@bank' })).toBe('UPI: name@bank');
    expect(describePayment({ method: 'cod' })).toBe('Cash on Delivery');
    expect(describePayment({ method: 'card' })).toBe('Card');
    expect(describePayment({ method: 'bitcoin' as 'cod' })).toBe('Unknown');
    expect(describePayment(undefined)).toBe('Unknown');
  });
});

describe('nextOrderId', () => {
  it('starts after the reserved sample ids', () => {
    expect(nextOrderId([])).toBe('ORD-004');
    expect(nextOrderId([], 0)).toBe('ORD-001');
  });

  it('follows the highest id in use, ignoring foreign ids', () => {
    expect(nextOrderId([{ id: 'ORD-004' }, { id: 'ORD-012' }, { id: 'weird' }])).toBe('ORD-013');
    expect(nextOrderId([{ id: 'ORD-999' }])).toBe('ORD-1000');
  });
});

describe('orderBreakdown', () => {
  it('gives the subtotal of the items and the tax the total kept', () => {
    expect(orderBreakdown(SAMPLES[0]!)).toEqual({ subtotal: 3497, coupon: null, tax: 629, total: 4126 });
  });

  it('takes a coupon off the subtotal before the tax: total = subtotal − discount + tax', () => {
    const coupon = { code: 'RANGOLI10', discount: 300 };
    const order = { ...SAMPLES[0]!, coupon, total: 3497 - 300 + 576 };
    expect(orderBreakdown(order)).toEqual({ subtotal: 3497, coupon, tax: 576, total: 3773 });
  });

  it('never shows a negative tax for a total below its items', () => {
    expect(orderBreakdown({ ...SAMPLES[0]!, total: 100 }).tax).toBe(0);
  });
});
