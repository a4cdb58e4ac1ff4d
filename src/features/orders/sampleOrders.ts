import { PRODUCTS } from '@/features/catalog';
import type { Order, OrderItem, ShippingAddress } from './ordersSlice';

/**
 * The three sample orders of the sample profile (decisions.md): shown, never stored, to a shopper
 * signed in with it who has no orders of their own. Items are real catalogue products; each total
 * is subtotal + 18% tax rounded (sampleOrders.test.ts checks both against the catalogue).
 */

function item(id: number, size: string, quantity: number): OrderItem {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`Sample order product ${id} is not in the catalogue`);
  return {
    id,
    name: product.name,
    ...(product.brand ? { brand: product.brand } : {}),
    price: product.price,
    quantity,
    size,
    image: product.image,
  };
}

const SHIPPING: ShippingAddress = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '14 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
};

export const SAMPLE_ORDERS: readonly Order[] = [
  {
    id: 'ORD-001',
    date: '2026-10-28T10:15:00.000Z',
    status: 'delivered',
    total: 4126,
    items: [item(1, 'M', 1), item(56, 'One Size', 2)],
    shipping: SHIPPING,
    payment: { method: 'card', last4: '4242' },
  },
  {
    id: 'ORD-002',
    date: '2026-11-14T06:40:00.000Z',
    status: 'shipped',
    total: 5660,
    items: [item(22, '32', 1), item(24, 'L', 2)],
    shipping: SHIPPING,
    payment: { method: 'upi', upiId: 'priya@okhdfcbank' },
  },
  {
    id: 'ORD-003',
    date: '2026-11-20T13:05:00.000Z',
    status: 'processing',
    total: 2713,
    items: [item(40, '6-7Y', 1)],
    shipping: SHIPPING,
    payment: { method: 'cod' },
  },
];
