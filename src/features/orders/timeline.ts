import { t, word } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import type { OrderView } from './afterSales';
import { CANCEL_REASON_LABELS, REFUND_TARGET_LABELS, RETURN_REASON_LABELS } from './afterSalesOptions';
import type { ReturnRequest } from './ordersSlice';
import { describePayment } from './orderSummary';

export type StepState = 'done' | 'current' | 'upcoming';

/**
 * One step of a timeline: what it is, what it means (both in the page's edition: the timelines are
 * worked out as they are shown), whether it is reached, and when.
 */
export interface TimelineStep {
  key: string;
  label: string;
  detail: string;
  state: StepState;
  /** ISO timestamp, when known. */
  date?: string;
}

/** In English (a module's table is made before the edition is set): translated in orderTimeline. */
const ORDER_STEPS = [
  { key: 'processing', label: word('Processing'), detail: word('We have your order and are packing it.') },
  { key: 'shipped', label: word('Shipped'), detail: word('Your order is on its way.') },
  { key: 'delivered', label: word('Delivered'), detail: word('Your order has arrived.') },
] as const;

/** A step of the order's road as the page shows it. */
const shown = (step: (typeof ORDER_STEPS)[number]) => ({
  key: step.key,
  label: t(step.label),
  detail: t(step.detail),
});

/** 'Placed on 22 Nov 2026', or 'Placed on an unknown date' when the date cannot be read. */
export function placedOn(date: string): string {
  const day = formatDate(date);
  return day ? t('Placed on {date}', { date: day }) : t('Placed on an unknown date');
}

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
    // Three sentences, each translated whole.
    const detail = [
      t('You cancelled this order.'),
      cancelled.reason && t('Reason: {reason}.', { reason: t(CANCEL_REASON_LABELS[cancelled.reason]) }),
      order.payment.method === 'cod'
        ? t('Nothing was charged.')
        : t('Your payment will be refunded to {payment}.', { payment: describePayment(order.payment) }),
    ];
    return [
      { ...shown(ORDER_STEPS[0]), state: 'done', date: order.date },
      {
        key: 'cancelled',
        label: t('Cancelled'),
        detail: detail.filter(Boolean).join(' '),
        state: 'current',
        date: cancelled.date,
      },
    ];
  }
  const reached = ORDER_STEPS.findIndex((step) => step.key === order.status);
  return ORDER_STEPS.map((step, index) => {
    const state = stateOf(index, reached);
    const date = state === 'upcoming' ? undefined : dates[step.key];
    return { ...shown(step), state, ...(date && { date }) };
  });
}

/**
 * A return's own timeline: Requested → Picked up → Refunded (to where the shopper chose) or
 * Exchanged (for the new size). Just requested, the later steps are ahead.
 */
export function returnTimeline(request: ReturnRequest): TimelineStep[] {
  const exchange = request.resolution === 'exchange';
  const count = request.items.length;
  const reason = t(RETURN_REASON_LABELS[request.reason]);
  return [
    {
      key: 'requested',
      label: t('Requested'),
      detail:
        count === 1
          ? t('1 item. Reason: {reason}.', { reason })
          : t('{count} items. Reason: {reason}.', { count, reason }),
      state: 'current',
      date: request.date,
    },
    {
      key: 'pickedUp',
      label: t('Picked up'),
      detail: t('We collect the items from your delivery address.'),
      state: 'upcoming',
    },
    exchange
      ? {
          key: 'exchanged',
          label: t('Exchanged'),
          detail: t('We send the new size once we have the items.'),
          state: 'upcoming',
        }
      : {
          key: 'refunded',
          label: t('Refunded'),
          detail: t('Refund to {target}.', {
            target: t(REFUND_TARGET_LABELS[request.refundTo ?? 'original']),
          }),
          state: 'upcoming',
        },
  ];
}
