import { PRODUCTS } from '@/features/catalog';
import { itemCountOf } from '@/features/orders';
import {
  buildOrder,
  EMPTY_PAYMENT,
  orderItemFor,
  paymentSummaryFor,
  type PaymentFormValues,
} from './buildOrder';

const product = (id: number) => {
  const p = PRODUCTS.find((x) => x.id === id);
  if (!p) throw new Error(`no product ${id}`);
  return p;
};

const shipping = {
  name: ' Priya Sharma ',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '14 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016 ',
};

const card: PaymentFormValues = {
  ...EMPTY_PAYMENT,
  method: 'card',
  cardNumber: '4111 1111 1113 1234',
  expiryDate: '12/27',
  cvv: '123',
  cardName: 'Priya Sharma',
};

describe('paymentSummaryFor', () => {
  it('keeps only the last 4 card digits, never the number, expiry or CVV', () => {
    const summary = paymentSummaryFor(card);
    expect(summary).toEqual({ method: 'card', last4: '1234' });
    expect(JSON.stringify(summary)).not.toMatch(/4111|12\/27|123\b|Priya/);
  });

  it('keeps the UPI id for UPI, and nothing else', () => {
    expect(paymentSummaryFor({ ...card, method: 'upi', upiId: ' priya@okaxis ' })).toEqual({
      method: 'upi',
      upiId: 'priya@okaxis',
    });
  });

  it('keeps just the method for cash on delivery', () => {
    expect(paymentSummaryFor({ ...card, method: 'cod', upiId: 'x@y' })).toEqual({ method: 'cod' });
  });
});

describe('orderItemFor', () => {
  it('copies name, brand, image and catalogue price', () => {
    expect(orderItemFor({ product: product(1), size: 'M', quantity: 2 })).toEqual({
      id: 1,
      name: 'Chanderi Silk Anarkali Kurta',
      brand: 'Biba',
      price: 2499,
      quantity: 2,
      size: 'M',
      image: product(1).image,
    });
  });

  it('has no brand key for the product without a brand', () => {
    expect(orderItemFor({ product: product(45), size: '2-3Y', quantity: 1 })).not.toHaveProperty('brand');
  });
});

describe('buildOrder', () => {
  const lines = [
    { product: product(1), size: 'M', quantity: 2 },
    { product: product(7), size: 'S', quantity: 1 },
  ];

  it('makes a processing order with the given id, date, total, items, trimmed address and payment summary', () => {
    const order = buildOrder({
      id: 'ORD-004',
      date: new Date('2026-11-22T10:00:00.000Z'),
      lines,
      total: 6605,
      shipping,
      payment: card,
    });
    expect(order).toEqual({
      id: 'ORD-004',
      date: '2026-11-22T10:00:00.000Z',
      status: 'processing',
      total: 6605,
      items: lines.map(orderItemFor),
      shipping: { ...shipping, name: 'Priya Sharma', pincode: '700016' },
      payment: { method: 'card', last4: '1234' },
    });
    expect(JSON.stringify(order)).not.toContain('4111');
  });

  it('counts items by quantity', () => {
    const order = buildOrder({ id: 'ORD-004', date: new Date(), lines, total: 0, shipping, payment: card });
    expect(itemCountOf(order)).toBe(3);
  });
});
