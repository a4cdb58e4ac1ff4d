import type { Product } from '@/features/catalog';
import type { PaymentMethod } from '@/shared/lib/constants';
import type { Order, OrderCoupon, OrderItem, PaymentSummary, ShippingAddress } from '@/features/orders';
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
  /** Subtotal − coupon + tax, as the cart's summary shows it (features/coupons selectCartTotals). */
  total: number;
  /** The coupon applied, with what it took off. */
  coupon?: OrderCoupon | null;
  shipping: ShippingFormValues;
  payment: PaymentFormValues;
}

/**
 * The order to save: status processing, items with catalogue prices, the coupon and the total as
 * the summary showed them, and only a summary of the payment (never the card number, expiry or CVV).
 */
export function buildOrder({ id, date, lines, total, coupon, shipping, payment }: BuildOrderInput): Order {
  return {
    id,
    date: date.toISOString(),
    status: 'processing',
    total,
    ...(coupon ? { coupon: { code: coupon.code, discount: coupon.discount } } : {}),
    items: lines.map(orderItemFor),
    shipping: trimmed(shipping),
    payment: paymentSummaryFor(payment),
  };
}
