import { t, word } from '@/shared/i18n';
import type { PaymentMethod } from '@/shared/lib/constants';
import type { Order, OrderCoupon, OrderItem, PaymentSummary } from './ordersSlice';

/** What an order says about itself: its payment in words, its next id, its items' totals. */

/**
 * The payment methods' names, in English: who shows one translates it (`translate`). UPI is UPI
 * in every edition.
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: word('Card'),
  upi: 'UPI',
  cod: word('Cash on Delivery'),
};

/** "Card ending 1234", "UPI: name@bank" or "Cash on Delivery", in the page's edition. */
export function describePayment(payment: PaymentSummary | undefined): string {
  switch (payment?.method) {
    case 'card':
      return payment.last4 ? t('Card ending {last4}', { last4: payment.last4 }) : t('Card');
    case 'upi':
      return payment.upiId ? `UPI: ${payment.upiId}` : 'UPI';
    case 'cod':
      return t('Cash on Delivery');
    default:
      return t('Unknown');
  }
}

const ORDER_ID = /^ORD-(\d+)$/;

/**
 * The next order id, "ORD-" and a three-digit (or longer) sequence after the highest id in use.
 * The sample orders take ORD-001 to ORD-`firstFree - 1`, so a shopper's first order is ORD-004.
 */
export function nextOrderId(orders: readonly Pick<Order, 'id'>[], reserved = 3): string {
  const used = orders.map((o) => Number(ORDER_ID.exec(o.id)?.[1] ?? 0));
  const last = Math.max(reserved, ...used);
  return `ORD-${String(last + 1).padStart(3, '0')}`;
}

/** An item's price × quantity. */
export function itemTotalOf(item: Pick<OrderItem, 'price' | 'quantity'>): number {
  return item.price * item.quantity;
}

/** Total quantity of an order's items. */
export function itemCountOf(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** What an order came to, row by row: the items' subtotal, its coupon, the tax and the total paid. */
export interface OrderBreakdown {
  subtotal: number;
  coupon: OrderCoupon | null;
  tax: number;
  total: number;
}

/**
 * An order's rows from what it keeps: the subtotal from its items, the coupon as applied, and the
 * tax as what the total paid holds beyond the subtotal after the coupon, so the rows always add up
 * to the total the shopper was shown and paid.
 */
export function orderBreakdown(order: Pick<Order, 'items' | 'total' | 'coupon'>): OrderBreakdown {
  const subtotal = order.items.reduce((sum, item) => sum + itemTotalOf(item), 0);
  const coupon = order.coupon ?? null;
  // A stored total below its items after the coupon (damaged data) shows no tax rather than a negative one.
  const tax = Math.max(0, order.total - (subtotal - (coupon?.discount ?? 0)));
  return { subtotal, coupon, tax, total: order.total };
}
