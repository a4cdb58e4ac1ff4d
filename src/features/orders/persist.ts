import * as z from 'zod/mini';
import { PAYMENT_METHODS } from '@/shared/lib/constants';
import { lenientArray, uniqueBy, type PersistedShape } from '@/shared/lib/persistedShape';
import type { Order, OrdersState } from './ordersSlice';

/** The `orders` key: the shopper's placed orders, newest first. */

const money = z.number().check(z.minimum(0));

/**
 * An order item is history: it keeps its own name, price and image, so a product that has left
 * the catalogue stays in the order. Any item out of shape drops its whole order (a partial order
 * would no longer match its total).
 */
const orderItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  brand: z.optional(z.string()),
  price: money,
  quantity: z.int().check(z.minimum(1)),
  size: z.string(),
  image: z.string(),
});

const shippingSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

/** Only the summary survives: a stored card number, expiry or CVV is stripped, never read back. */
const paymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  last4: z.optional(z.string().check(z.regex(/^\d{4}$/))),
  upiId: z.optional(z.string()),
});

/**
 * The order's coupon: a code and a whole, non-negative discount. Out of shape, only the coupon is
 * dropped, not the order (the total, already after it, stays as paid).
 */
const couponSchema = z.catch(
  z.optional(
    z.object({
      code: z.string().check(z.minLength(1)),
      discount: z.int().check(z.minimum(0)),
    }),
  ),
  undefined,
);

const orderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  date: z.string().check(z.refine((date) => Number.isFinite(Date.parse(date)), 'not a date')),
  /** Kept as stored: a status other than processing, shipped or delivered shows as 'Unknown'. */
  status: z.string(),
  total: money,
  coupon: couponSchema,
  items: z.array(orderItemSchema),
  shipping: shippingSchema,
  payment: paymentSchema,
}) satisfies z.ZodMiniType<Order>;

const ordersStateSchema = z.pipe(
  z.object({ list: lenientArray(orderSchema) }),
  z.transform(({ list }): OrdersState => ({ list: uniqueBy(list, (order) => order.id) })),
) satisfies z.ZodMiniType<OrdersState>;

/** Version 0 (the prototype) kept the orders under `orders`. */
const toVersion1 = z.pipe(
  z.object({ orders: z.optional(z.unknown()) }),
  z.transform(({ orders }) => ({ list: orders })),
);

export const ordersShape: PersistedShape<OrdersState> = {
  schema: ordersStateSchema,
  migrations: { 1: toVersion1 },
};
