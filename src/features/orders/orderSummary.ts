import type { PaymentMethod } from '@/shared/lib/constants';
import type { Order, OrderItem, PaymentSummary } from './ordersSlice';

/** What an order says about itself: its payment in words, its next id, its items' totals. */

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  upi: 'UPI',
  cod: 'Cash on Delivery',
};

/** "Card ending 1234", "UPI: name@bank" or "Cash on Delivery". */
export function describePayment(payment: PaymentSummary | undefined): string {
  switch (payment?.method) {
    case 'card':
      return payment.last4 ? `Card ending ${payment.last4}` : 'Card';
    case 'upi':
      return payment.upiId ? `UPI: ${payment.upiId}` : 'UPI';
    case 'cod':
      return PAYMENT_METHOD_LABELS.cod;
    default:
      return 'Unknown';
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

/** An order's money as the shopper paid it. */
export interface OrderTotals {
  itemCount: number;
  subtotal: number;
  /** The coupon's discount (0 without one). */
  discount: number;
  tax: number;
  total: number;
}

/**
 * The summary of a placed order: its items' subtotal, the coupon's discount, and the tax worked
 * back from the total the order keeps (total = subtotal − discount + tax), so the page shows what
 * was charged even if the tax rule changes later.
 */
export function orderTotalsOf(order: Pick<Order, 'items' | 'total' | 'coupon'>): OrderTotals {
  const subtotal = order.items.reduce((sum, item) => sum + itemTotalOf(item), 0);
  const discount = order.coupon?.discount ?? 0;
  return {
    itemCount: itemCountOf(order),
    subtotal,
    discount,
    tax: Math.max(0, order.total - (subtotal - discount)),
    total: order.total,
  };
}
