import { addDays } from './afterSales';
import type { Order, OrderItem, ShippingAddress } from './ordersSlice';

/**
 * The three sample orders of the sample profile (decisions.md): shown, never stored, to a shopper
 * signed in with it who has no orders of their own. Items are real catalogue products, written out
 * as an order keeps them (the catalogue is fetched, never bundled); each total is subtotal + 18% tax
 * rounded. sampleOrders.test.ts checks both against the catalogue.
 *
 * Their dates count back from "now", the moment they are shown, so every state can be tried on any
 * day: ORD-001 placed 12 days ago and delivered 8 days ago (inside the 30-day return window),
 * ORD-002 placed 4 days ago and shipped 2 days ago, ORD-003 placed yesterday (still cancellable).
 */

function item(
  id: number,
  name: string,
  brand: string,
  price: number,
  quantity: number,
  size: string,
): OrderItem {
  return { id, name, brand, price, quantity, size, image: `/assets/products/${id}.svg` };
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

/** Ids of the sample orders: ORD-001 to ORD-003. */
export const SAMPLE_ORDER_COUNT = 3;

/** The sample orders as of `now`. */
export function sampleOrders(now: Date): Order[] {
  const daysAgo = (days: number) => addDays(now, -days).toISOString();
  return [
    {
      id: 'ORD-001',
      date: daysAgo(12),
      shippedAt: daysAgo(10),
      deliveredAt: daysAgo(8),
      status: 'delivered',
      total: 4126,
      items: [
        item(1, 'Chanderi Silk Anarkali Kurta', 'Biba', 2499, 1, 'M'),
        item(56, '9 to 5 Matte Lipstick Crimson Silk', 'Lakmé', 499, 2, 'One Size'),
      ],
      shipping: SHIPPING,
      payment: { method: 'card', last4: '4242' },
    },
    {
      id: 'ORD-002',
      date: daysAgo(4),
      shippedAt: daysAgo(2),
      status: 'shipped',
      total: 5660,
      items: [
        item(22, '511 Slim Fit Stretch Jeans', "Levi's", 3199, 1, '32'),
        item(24, 'Essential Crew Neck T-Shirt', 'Puma', 799, 2, 'L'),
      ],
      shipping: SHIPPING,
      payment: { method: 'upi', upiId: 'priya@okhdfcbank' },
    },
    {
      id: 'ORD-003',
      date: daysAgo(1),
      status: 'processing',
      total: 2713,
      items: [item(40, 'Festive Lehenga Choli Set', 'Biba', 2299, 1, '6-7Y')],
      shipping: SHIPPING,
      payment: { method: 'cod' },
    },
  ];
}
