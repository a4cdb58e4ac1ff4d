import { describePayment, nextOrderId } from './orderSummary';

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
