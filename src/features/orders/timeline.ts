import type { OrderView } from './afterSales';
import { CANCEL_REASON_LABELS, REFUND_TARGET_LABELS, RETURN_REASON_LABELS } from './afterSalesOptions';
import type { ReturnRequest } from './ordersSlice';
import { describePayment } from './orderSummary';

export type StepState = 'done' | 'current' | 'upcoming';

/** One step of a timeline: what it is, what it means, whether it is reached, and when. */
export interface TimelineStep {
  key: string;
  label: string;
  detail: string;
  state: StepState;
  /** ISO timestamp, when known. */
  date?: string;
}

const ORDER_STEPS = [
  { key: 'processing', label: 'Processing', detail: 'We have your order and are packing it.' },
  { key: 'shipped', label: 'Shipped', detail: 'Your order is on its way.' },
  { key: 'delivered', label: 'Delivered', detail: 'Your order has arrived.' },
] as const;

const stateOf = (index: number, reached: number): StepState =>
  reached < 0 || index > reached ? 'upcoming' : index === reached ? 'current' : 'done';

/**
 * Track Order: Processing → Shipped → Delivered, each reached step with its date when known. A
 * cancelled order stops at Cancelled, right after Processing. An unknown status reaches no step.
 */
export function orderTimeline({ order, cancelled }: Pick<OrderView, 'order' | 'cancelled'>): TimelineStep[] {
  const dates: Record<string, string | undefined> = {
    processing: order.date,
    shipped: order.shippedAt,
    delivered: order.deliveredAt,
  };
  if (cancelled) {
    const reason = cancelled.reason ? `Reason: ${CANCEL_REASON_LABELS[cancelled.reason]}. ` : '';
    const refund =
      order.payment.method === 'cod'
        ? 'Nothing was charged.'
        : `Your payment will be refunded to ${describePayment(order.payment)}.`;
    return [
      { ...ORDER_STEPS[0], state: 'done', date: order.date },
      {
        key: 'cancelled',
        label: 'Cancelled',
        detail: `You cancelled this order. ${reason}${refund}`,
        state: 'current',
        date: cancelled.date,
      },
    ];
  }
  const reached = ORDER_STEPS.findIndex((step) => step.key === order.status);
  return ORDER_STEPS.map((step, index) => {
    const state = stateOf(index, reached);
    const date = state === 'upcoming' ? undefined : dates[step.key];
    return { ...step, state, ...(date && { date }) };
  });
}

/**
 * A return's own timeline: Requested → Picked up → Refunded (to where the shopper chose) or
 * Exchanged (for the new size). Just requested, the later steps are ahead.
 */
export function returnTimeline(request: ReturnRequest): TimelineStep[] {
  const exchange = request.resolution === 'exchange';
  const count = request.items.length;
  return [
    {
      key: 'requested',
      label: 'Requested',
      detail: `${count === 1 ? '1 item' : `${count} items`}. Reason: ${RETURN_REASON_LABELS[request.reason]}.`,
      state: 'current',
      date: request.date,
    },
    {
      key: 'pickedUp',
      label: 'Picked up',
      detail: 'We collect the items from your delivery address.',
      state: 'upcoming',
    },
    exchange
      ? {
          key: 'exchanged',
          label: 'Exchanged',
          detail: 'We send the new size once we have the items.',
          state: 'upcoming',
        }
      : {
          key: 'refunded',
          label: 'Refunded',
          detail: `Refund to ${REFUND_TARGET_LABELS[request.refundTo ?? 'original']}.`,
          state: 'upcoming',
        },
  ];
}
