import * as z from 'zod/mini';
import { PAYMENT_METHODS } from '@/shared/lib/constants';
import { lenientArray, uniqueBy, type PersistedShape } from '@/shared/lib/persistedShape';
import { CANCEL_REASONS, REFUND_TARGETS, RESOLUTIONS, RETURN_REASONS } from './afterSalesOptions';
import { COMPLAINT_SUBJECTS, MAX_DESCRIPTION_LENGTH } from './complaintOptions';
import { keptComplaints } from './complaints';
import type {
  Cancellation,
  Complaint,
  Order,
  OrderChange,
  OrderCoupon,
  OrdersState,
  ReturnRequest,
} from './ordersSlice';

/**
 * The `orders` key: the shopper's placed orders, newest first, what the shopper did to orders
 * afterwards (cancels, return requests), by order id: their own orders' and the sample orders',
 * and the complaints to the Grievance Officer filed on this device (issue 35).
 */

const money = z.number().check(z.minimum(0));
const isoDate = z.string().check(z.refine((date) => Number.isFinite(Date.parse(date)), 'not a date'));

/**
 * An order id as the shop makes them (ORD-001 upwards). Nothing else: an id is also a key of
 * `changes`, where a name such as "__proto__" or "constructor" must never come.
 */
const orderId = z.string().check(z.regex(/^ORD-\d+$/));

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

/** The order's coupon: a code and a whole, non-negative discount (out of shape, only it is dropped). */
const couponSchema = z.object({
  code: z.string().check(z.minLength(1)),
  discount: z.int().check(z.minimum(0)),
}) satisfies z.ZodMiniType<OrderCoupon>;

/** An optional field that is dropped (not the whole order) when it is out of shape. */
const droppedWhenBad = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** The object without its undefined fields (a dropped optional field leaves no key behind). */
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

const orderSchema = z.pipe(
  z.object({
    id: orderId,
    date: isoDate,
    /** Kept as stored: a status other than processing, shipped or delivered shows as 'Unknown'. */
    status: z.string(),
    total: money,
    items: z.array(orderItemSchema),
    shipping: shippingSchema,
    payment: paymentSchema,
    coupon: droppedWhenBad(couponSchema),
    shippedAt: droppedWhenBad(isoDate),
    deliveredAt: droppedWhenBad(isoDate),
  }),
  z.transform((order): Order => withoutUndefined(order)),
) satisfies z.ZodMiniType<Order>;

/* ------------------------------------------------------------------ after the order */

/** A cancel keeps its date; an unknown reason is dropped (the reason was optional). */
const cancellationSchema = z.pipe(
  z.object({ date: isoDate, reason: droppedWhenBad(z.enum(CANCEL_REASONS)) }),
  z.transform((cancelled): Cancellation => withoutUndefined(cancelled)),
) satisfies z.ZodMiniType<Cancellation>;

const returnItemSchema = z.object({
  id: z.int(),
  size: z.string(),
  newSize: z.optional(z.string().check(z.minLength(1))),
});

/**
 * A return request is whole or nothing: at least one item, a reason, and an exchange with every
 * item's new size, or a refund with where it goes.
 */
const returnRequestSchema = z.pipe(
  z
    .object({
      id: z.string().check(z.regex(/^RET-\d+$/)),
      date: isoDate,
      items: z.array(returnItemSchema).check(z.minLength(1)),
      reason: z.enum(RETURN_REASONS),
      resolution: z.enum(RESOLUTIONS),
      refundTo: z.optional(z.enum(REFUND_TARGETS)),
    })
    .check(
      z.refine((request) =>
        request.resolution === 'exchange'
          ? request.items.every((item) => item.newSize !== undefined)
          : request.refundTo !== undefined,
      ),
    ),
  z.transform(({ refundTo, resolution, items, ...request }): ReturnRequest =>
    resolution === 'exchange'
      ? { ...request, resolution, items }
      : { ...request, resolution, refundTo, items: items.map(({ id, size }) => ({ id, size })) },
  ),
) satisfies z.ZodMiniType<ReturnRequest>;

const changeSchema = z.pipe(
  z.object({
    cancelled: droppedWhenBad(cancellationSchema),
    returnRequest: droppedWhenBad(returnRequestSchema),
  }),
  z.transform((change): OrderChange => withoutUndefined(change)),
);

/**
 * The changes by order id, entry by entry: an entry under an id that is not an order id, or with
 * nothing valid left, is dropped; anything that is not an object is no changes at all (so a state
 * stored before changes existed reads as none).
 */
const changesSchema = z.pipe(
  z.catch(z.record(z.string(), z.unknown()), {}),
  z.transform((entries): Record<string, OrderChange> =>
    Object.fromEntries(
      Object.entries(entries).flatMap(([id, value]) => {
        const change = changeSchema.safeParse(value);
        return orderId.safeParse(id).success && change.success && Object.keys(change.data).length > 0
          ? [[id, change.data]]
          : [];
      }),
    ),
  ),
);

/* ------------------------------------------------------------------ complaints */

/**
 * A complaint is whole or nothing: its ticket, when it was filed, a known subject, what it says (1
 * to 2,000 characters) and where the answer goes. An order that is not an order id is dropped, and
 * the complaint kept as about no order.
 */
const complaintSchema = z.pipe(
  z.object({
    id: z.string().check(z.regex(/^CMP-\d+$/)),
    filedAt: isoDate,
    subject: z.enum(COMPLAINT_SUBJECTS),
    orderId: droppedWhenBad(orderId),
    description: z.string().check(z.minLength(1), z.maxLength(MAX_DESCRIPTION_LENGTH)),
    email: z.string().check(z.minLength(1)),
  }),
  z.transform((complaint): Complaint => withoutUndefined(complaint)),
) satisfies z.ZodMiniType<Complaint>;

/**
 * The orders, their changes and the complaints. Complaints are repaired one by one (one out of
 * shape is dropped), each kept once, and each ticket held by one complaint (keptComplaints: the
 * one filed first keeps a ticket two share, the other takes the next free one). Absent or empty,
 * the field is left out: an orders key stored before complaints existed reads back unchanged.
 */
const ordersStateSchema = z.pipe(
  z.object({
    list: lenientArray(orderSchema),
    changes: changesSchema,
    complaints: lenientArray(complaintSchema),
  }),
  z.transform(({ list, changes, complaints }): OrdersState => {
    const kept = keptComplaints(complaints);
    return {
      list: uniqueBy(list, (order) => order.id),
      changes,
      ...(kept.length > 0 && { complaints: kept }),
    };
  }),
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
