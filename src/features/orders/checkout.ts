import type { Product } from '@/features/catalog';
import type { User } from '@/features/auth';
import type { PaymentMethod } from '@/shared/lib/constants';
import type { Order, OrderItem, PaymentSummary, ShippingAddress } from './ordersSlice';
import { lastFour } from './paymentFormat';

/** The shipping step's values (the seven required fields). */
export type ShippingFormValues = ShippingAddress;

/** The payment step's values; only the chosen method's fields matter. Never stored as a whole. */
export type PaymentFormValues = {
  method: PaymentMethod;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardName: string;
  upiId: string;
};

export const EMPTY_PAYMENT: PaymentFormValues = {
  method: 'card',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  cardName: '',
  upiId: '',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  upi: 'UPI',
  cod: 'Cash on Delivery',
};

/** Shipping fields prefilled from the signed-in profile where known (name, email, phone, address). */
export function shippingFromProfile(user: User | null | undefined): ShippingFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    city: '',
    state: '',
    pincode: '',
  };
}

/** What an order keeps of the payment: the method plus the card's last 4 digits or the UPI id. */
export function paymentSummaryFor(values: PaymentFormValues): PaymentSummary {
  switch (values.method) {
    case 'card':
      return { method: 'card', last4: lastFour(values.cardNumber) };
    case 'upi':
      return { method: 'upi', upiId: values.upiId.trim() };
    default:
      return { method: 'cod' };
  }
}

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

export interface OrderLine {
  product: Product;
  size: string;
  quantity: number;
}

/** An order item from a cart line: name, brand, image and price from the catalogue product. */
export function orderItemFor({ product, size, quantity }: OrderLine): OrderItem {
  return {
    id: product.id,
    name: product.name,
    ...(product.brand ? { brand: product.brand } : {}),
    price: product.price,
    quantity,
    size,
    image: product.image,
  };
}

const trimmed = (shipping: ShippingFormValues): ShippingAddress => ({
  name: shipping.name.trim(),
  email: shipping.email.trim(),
  phone: shipping.phone.trim(),
  address: shipping.address.trim(),
  city: shipping.city.trim(),
  state: shipping.state.trim(),
  pincode: shipping.pincode.trim(),
});

export interface BuildOrderInput {
  id: string;
  /** When it was placed. */
  date: Date;
  lines: readonly OrderLine[];
  /** Subtotal plus tax, as the cart computes it. */
  total: number;
  shipping: ShippingFormValues;
  payment: PaymentFormValues;
}

/**
 * The order to save: status processing, items with catalogue prices, and only a summary of the
 * payment (never the card number, expiry or CVV).
 */
export function buildOrder({ id, date, lines, total, shipping, payment }: BuildOrderInput): Order {
  return {
    id,
    date: date.toISOString(),
    status: 'processing',
    total,
    items: lines.map(orderItemFor),
    shipping: trimmed(shipping),
    payment: paymentSummaryFor(payment),
  };
}

/** An item's price × quantity. */
export function itemTotalOf(item: Pick<OrderItem, 'price' | 'quantity'>): number {
  return item.price * item.quantity;
}

/** Total quantity of an order's items. */
export function itemCountOf(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
