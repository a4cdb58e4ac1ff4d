import { SAMPLES } from './fixtures';
import { describePayment, nextOrderId, orderTotalsOf } from './orderSummary';

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

describe('orderTotalsOf', () => {
  it('gives the subtotal of the items and the tax the total kept', () => {
    expect(orderTotalsOf(SAMPLES[0]!)).toEqual({
      itemCount: 3,
      subtotal: 3497,
      discount: 0,
      tax: 629,
      total: 4126,
    });
  });

  it('takes a coupon off the subtotal before the tax: total = subtotal − discount + tax', () => {
    const order = { ...SAMPLES[0]!, coupon: { code: 'RANGOLI10', discount: 300 }, total: 3497 - 300 + 576 };
    expect(orderTotalsOf(order)).toEqual({
      itemCount: 3,
      subtotal: 3497,
      discount: 300,
      tax: 576,
      total: 3773,
    });
  });

  it('never shows a negative tax for a total below its items', () => {
    expect(orderTotalsOf({ ...SAMPLES[0]!, total: 100 }).tax).toBe(0);
  });
});
