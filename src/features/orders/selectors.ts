import { createSelector } from '@reduxjs/toolkit';
import { isSampleProfile, type AuthState } from '@/features/auth';
import type { Order, OrdersState } from './ordersSlice';
import { SAMPLE_ORDERS } from './sampleOrders';
import { nextOrderId } from './orderSummary';

type WithOrders = { orders: OrdersState };

const NO_ORDERS: readonly Order[] = [];

/** The shopper's own placed orders, newest first. */
export const selectOrders = (state: WithOrders) => state.orders.list;
export const selectOrderCount = (state: WithOrders) => state.orders.list.length;

/**
 * The orders the Orders screen shows: the shopper's own; or, for the sample profile with none of
 * its own, the three sample orders (shown, never stored); otherwise none.
 */
export const selectDisplayedOrders = createSelector(
  [selectOrders, (state: WithOrders & { auth: AuthState }) => state.auth.user],
  (orders, user): readonly Order[] => {
    if (orders.length > 0) return orders;
    return isSampleProfile(user) ? SAMPLE_ORDERS : NO_ORDERS;
  },
);

/** The id the next placed order gets (ORD-004 onwards: the samples hold ORD-001..003). */
export const selectNextOrderId = createSelector([selectOrders], (orders) =>
  nextOrderId(orders, SAMPLE_ORDERS.length),
);
