import { PRODUCTS } from '@/features/catalog';
import { returnContextOf, viewOrder, type OrderView, type ReturnFormContext } from './afterSales';
import type { Complaint, Order, OrderChange, ReturnRequest } from './ordersSlice';
import { sampleOrders } from './sampleOrders';

/**
 * Fixed orders for stories and tests: the sample orders as of one fixed moment (22 Nov 2026, noon
 * in India), and each after-sales state of them. Not for the shop itself.
 */

/** 22 Nov 2026, 12:00 IST: the sample orders were placed on 10, 18 and 21 Nov. */
export const FIXED_NOW = new Date('2026-11-22T06:30:00.000Z');

export const SAMPLES = sampleOrders(FIXED_NOW);

/** One of the sample orders by id, as of FIXED_NOW. */
export function sample(id: string): Order {
  const order = SAMPLES.find((candidate) => candidate.id === id);
  if (!order) throw new Error(`No sample order ${id}`);
  return order;
}

export const CANCELLED: OrderChange = {
  cancelled: { date: '2026-11-22T05:00:00.000Z', reason: 'mistake' },
};

export const REFUND_REQUEST: ReturnRequest = {
  id: 'RET-1001',
  date: '2026-11-22T05:00:00.000Z',
  items: [{ id: 1, size: 'M' }],
  reason: 'tooSmall',
  resolution: 'refund',
  refundTo: 'original',
};

export const EXCHANGE_REQUEST: ReturnRequest = {
  id: 'RET-1002',
  date: '2026-11-22T05:00:00.000Z',
  items: [{ id: 1, size: 'M', newSize: 'L' }],
  reason: 'tooSmall',
  resolution: 'exchange',
};

/** A delivered order whose 30-day window closed: delivered on 1 Oct 2026, so closed on 31 Oct. */
export const PAST_WINDOW: Order = {
  ...sample('ORD-001'),
  id: 'ORD-007',
  date: '2026-09-27T06:30:00.000Z',
  shippedAt: '2026-09-29T06:30:00.000Z',
  deliveredAt: '2026-10-01T06:30:00.000Z',
};

/** Each state an order can show, as of FIXED_NOW. */
export const VIEWS = {
  processing: viewOrder(sample('ORD-003'), undefined, FIXED_NOW),
  shipped: viewOrder(sample('ORD-002'), undefined, FIXED_NOW),
  delivered: viewOrder(sample('ORD-001'), undefined, FIXED_NOW),
  cancelled: viewOrder(sample('ORD-003'), CANCELLED, FIXED_NOW),
  refundRequested: viewOrder(sample('ORD-001'), { returnRequest: REFUND_REQUEST }, FIXED_NOW),
  exchangeRequested: viewOrder(sample('ORD-001'), { returnRequest: EXCHANGE_REQUEST }, FIXED_NOW),
  pastWindow: viewOrder(PAST_WINDOW, undefined, FIXED_NOW),
  unknown: viewOrder({ ...sample('ORD-003'), id: 'ORD-009', status: 'on-hold' }, undefined, FIXED_NOW),
} satisfies Record<string, OrderView>;

/** The return dialog's context of an order, from the catalogue. */
export const returnContextFor = (order: Order): ReturnFormContext =>
  returnContextOf(order, (id) => PRODUCTS.find((product) => product.id === id)?.size);

/** A guest's complaint, filed at FIXED_NOW (22 Nov 2026, 12:00 IST), about no order. */
export const COMPLAINT: Complaint = {
  id: 'CMP-1001',
  filedAt: FIXED_NOW.toISOString(),
  subject: 'delivery',
  description:
    'The parcel says delivered, but nothing came.\nThe courier did not call, and the gate keeper saw no one.',
  email: 'asha@example.com',
};

/** A signed-in shopper's complaint about a sample order, a day earlier. */
export const COMPLAINT_ABOUT_ORDER: Complaint = {
  id: 'CMP-1002',
  filedAt: '2026-11-21T10:15:00.000Z',
  subject: 'quality',
  orderId: 'ORD-001',
  description: 'The kurta’s colour ran in the first gentle wash. <b>Not</b> what the page said.',
  email: 'priya@example.com',
};
