import { word, type WordKey } from '@/shared/i18n';
import { RETURN_DAYS } from '@/shared/lib/constants';
import {
  FIRST_RETURN_NUMBER,
  REFUND_TARGETS,
  type CancelReason,
  type RefundTarget,
  type Resolution,
  type ReturnReason,
} from './afterSalesOptions';
import type { Cancellation, Order, OrderChange, OrderStatus, ReturnRequest } from './ordersSlice';

/**
 * What happens to an order after it is placed: its status as the shopper sees it (with a cancel or
 * a return request on it), whether it can still be cancelled or returned, and the payloads of the
 * `orderCancelled` and `returnRequested` events (ids and dates are made here, not in the slice, so
 * this stays out of the first page's JavaScript). Pure functions of the order, its change and "now".
 */

/** The status a shopper sees: the order's, Cancelled, or 'returnRequested' once a return is asked for. */
export type DisplayStatus = OrderStatus | 'returnRequested' | (string & {});

export interface ReturnWindow {
  /** Whether a return can still be requested. */
  open: boolean;
  /** ISO timestamp: the last moment a return can be requested. */
  closesAt: string;
}

/** An order as the order pages show it. */
export interface OrderView {
  order: Order;
  status: DisplayStatus;
  cancelled?: Cancellation;
  /** Only on a delivered order. */
  returnRequest?: ReturnRequest;
  /** Processing and not cancelled. */
  canCancel: boolean;
  /** A delivered order without a return request: its return window. */
  returnWindow?: ReturnWindow;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` after (or before, when negative) a moment. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * A delivered order can be returned for RETURN_DAYS days from its delivery (from its placing when
 * the delivery date is not known). Undefined when there is no date to count from.
 */
export function returnWindowOf(
  order: Pick<Order, 'date' | 'deliveredAt'>,
  now: Date,
): ReturnWindow | undefined {
  const from = Date.parse(order.deliveredAt ?? order.date);
  if (!Number.isFinite(from)) return undefined;
  const closesAt = addDays(new Date(from), RETURN_DAYS);
  return { open: now.getTime() <= closesAt.getTime(), closesAt: closesAt.toISOString() };
}

/** An order with the shopper's change applied, as of `now`. */
export function viewOrder(order: Order, change: OrderChange | undefined, now: Date): OrderView {
  if (change?.cancelled) return { order, status: 'cancelled', cancelled: change.cancelled, canCancel: false };
  const delivered = order.status === 'delivered';
  if (delivered && change?.returnRequest) {
    return { order, status: 'returnRequested', returnRequest: change.returnRequest, canCancel: false };
  }
  return {
    order,
    status: order.status,
    canCancel: order.status === 'processing',
    ...(delivered && { returnWindow: returnWindowOf(order, now) }),
  };
}

/** Whether a Return/Exchange can be asked for now. */
export function canReturn(view: OrderView): boolean {
  return view.returnWindow?.open === true;
}

const RETURN_ID = /^RET-(\d+)$/;

/** The next return id: RET-1001 first, then one after the highest of the shopper's returns. */
export function nextReturnId(changes: Readonly<Record<string, OrderChange>>): string {
  const used = Object.values(changes).map((change) =>
    Number(RETURN_ID.exec(change.returnRequest?.id ?? '')?.[1] ?? 0),
  );
  return `RET-${Math.max(FIRST_RETURN_NUMBER - 1, ...used) + 1}`;
}

/** The payload of `orderCancelled`, or undefined when the order can no longer be cancelled. */
export function cancelOrder(
  view: OrderView,
  now: Date,
  reason?: CancelReason,
): { id: string; cancelled: Cancellation } | undefined {
  if (!view.canCancel) return undefined;
  return { id: view.order.id, cancelled: { date: now.toISOString(), ...(reason && { reason }) } };
}

/** Where a refund can go: cash on delivery leaves nothing to pay back to, so Rangoli credit only. */
export function refundTargetsFor(order: Pick<Order, 'payment'>): readonly RefundTarget[] {
  return order.payment.method === 'cod' ? ['credit'] : REFUND_TARGETS;
}

/**
 * The sizes an item can be exchanged for: the product's other sizes that can be bought (`productSizes`:
 * useAfterSales leaves out the sold-out ones). None when the product is no longer in the catalogue,
 * or no other size can be bought: then only a refund.
 */
export function exchangeSizes(productSizes: readonly string[] | undefined, size: string): readonly string[] {
  return (productSizes ?? []).filter((candidate) => candidate !== size);
}

/** What the return dialog knows of the order: for each item, the sizes it can be exchanged for. */
export interface ReturnFormContext {
  exchangeSizes: readonly (readonly string[])[];
  refundTargets: readonly RefundTarget[];
}

/** What the return dialog hands over: indexes into the order's items, and the choices made. */
export interface ReturnChoice {
  items: readonly number[];
  reason: ReturnReason;
  resolution: Resolution;
  /** For an exchange: the new size of each chosen item, by its index. */
  newSizes?: Readonly<Record<number, string>>;
  /** For a refund. */
  refundTo?: RefundTarget;
}

/**
 * The payload of `returnRequested`, or undefined when the order cannot be returned now or the
 * choice does not hold (no item, an exchange without a new size, a refund without a destination).
 */
export function requestReturn(
  view: OrderView,
  choice: ReturnChoice,
  { id, now }: { id: string; now: Date },
): { id: string; returnRequest: ReturnRequest } | undefined {
  if (!canReturn(view)) return undefined;
  const chosen = [...new Set(choice.items)].filter((index) => view.order.items[index] !== undefined);
  if (chosen.length === 0) return undefined;
  const exchange = choice.resolution === 'exchange';
  const items = chosen.map((index) => {
    const { id: productId, size } = view.order.items[index]!;
    const newSize = choice.newSizes?.[index];
    return exchange ? { id: productId, size, newSize } : { id: productId, size };
  });
  if (exchange && items.some((item) => !item.newSize)) return undefined;
  if (!exchange && !(choice.refundTo && refundTargetsFor(view.order).includes(choice.refundTo)))
    return undefined;
  return {
    id: view.order.id,
    returnRequest: {
      id,
      date: now.toISOString(),
      items,
      reason: choice.reason,
      resolution: choice.resolution,
      ...(!exchange && { refundTo: choice.refundTo }),
    },
  };
}

/**
 * What the return dialog needs to know of an order: for each item, the sizes it can be exchanged
 * for (`sizesOf` gives a product's sizes in the catalogue, undefined when it has left it), and
 * where a refund can go.
 */
export function returnContextOf(
  order: Pick<Order, 'items' | 'payment'>,
  sizesOf: (productId: number) => readonly string[] | undefined,
): ReturnFormContext {
  return {
    exchangeSizes: order.items.map((item) => exchangeSizes(sizesOf(item.id), item.size)),
    refundTargets: refundTargetsFor(order),
  };
}

/**
 * What another tab did to the order meanwhile, when the action its dialog asked for can no longer
 * be done (null: it still can). In English: the dialog that says it translates it.
 */
export function changedElsewhere(view: OrderView, action: 'cancel' | 'return'): WordKey | null {
  if (action === 'cancel' ? view.canCancel : canReturn(view)) return null;
  if (view.cancelled) return word('This order was already cancelled in another tab');
  if (view.returnRequest) return word('A return was already requested for this order in another tab');
  return action === 'cancel'
    ? word('This order can no longer be cancelled')
    : word('This order can no longer be returned');
}
