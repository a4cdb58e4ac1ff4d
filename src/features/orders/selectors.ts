import { createSelector } from '@reduxjs/toolkit';
import type { AuthState } from '@/features/auth';
import { nextReturnId, viewOrder, type OrderView } from './afterSales';
import type { Complaint, OrdersState } from './ordersSlice';
import { SAMPLE_ORDER_COUNT, sampleOrders } from './sampleOrders';
import { nextOrderId } from './orderSummary';
import { showsSampleOrders } from './orderShown';

type WithOrders = { orders: OrdersState };

/** The shopper's own placed orders, newest first. */
export const selectOrders = (state: WithOrders) => state.orders.list;
export const selectOrderCount = (state: WithOrders) => state.orders.list.length;
/** Cancels and return requests, by order id. */
export const selectOrderChanges = (state: WithOrders) => state.orders.changes;

/**
 * The orders the Orders screen shows, as of `now`: the shopper's own, newest first; for the sample
 * profile, the three sample orders below them, always (part of her history from the first sign-in:
 * shown, never stored, dated back from `now`). Each with the shopper's cancel or return request
 * applied. Pass the same `now` for as long as the screen shows them (the page keeps the moment it
 * opened).
 */
export const selectDisplayedOrders = createSelector(
  [
    selectOrders,
    (state: WithOrders & { auth: AuthState }) => state.auth.user,
    selectOrderChanges,
    (_state: unknown, now: Date) => now,
  ],
  (orders, user, changes, now): readonly OrderView[] => {
    const shown = showsSampleOrders(user) ? [...orders, ...sampleOrders(now)] : orders;
    return shown.map((order) =>
      viewOrder(order, Object.hasOwn(changes, order.id) ? changes[order.id] : undefined, now),
    );
  },
);

/** One of the displayed orders by id, or undefined when the shopper has no such order. */
export const selectOrderView = (
  state: WithOrders & { auth: AuthState },
  id: string | undefined,
  now: Date,
): OrderView | undefined => selectDisplayedOrders(state, now).find((view) => view.order.id === id);

/** The id the next placed order gets (ORD-004 onwards: the samples hold ORD-001..003). */
export const selectNextOrderId = createSelector([selectOrders], (orders) =>
  nextOrderId(orders, SAMPLE_ORDER_COUNT),
);

/** The id the next return request gets: RET-1001, then upwards across all the shopper's returns. */
export const selectNextReturnId = createSelector([selectOrderChanges], nextReturnId);

const NO_COMPLAINTS: readonly Complaint[] = [];

/** The complaints filed on this device (a guest's, the signed-in shopper's), newest first. */
export const selectComplaints = (state: WithOrders): readonly Complaint[] =>
  state.orders.complaints ?? NO_COMPLAINTS;

/** One complaint by its ticket, or undefined when none filed on this device has it. */
export const selectComplaint = (state: WithOrders, id: string | undefined): Complaint | undefined =>
  selectComplaints(state).find((complaint) => complaint.id === id);
