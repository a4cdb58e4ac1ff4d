import { isSampleProfile, type AuthState } from '@/features/auth';
import type { OrdersState } from './ordersSlice';

/** The sample orders' ids (sampleOrders.ts writes them; its test holds the two together). */
export const SAMPLE_ORDER_IDS: readonly string[] = ['ORD-001', 'ORD-002', 'ORD-003'];

/** Whether a shopper is shown the sample orders: the sample profile, always, below her own. */
export const showsSampleOrders = (user: AuthState['user']): boolean => isSampleProfile(user);

/**
 * Whether the shopper has an order `id` to show (/orders/{id}): one of her own, or a sample order
 * shown to her. Light enough for the route table (the page's title), without the sample orders.
 */
export function hasOrder(
  state: { orders: Pick<OrdersState, 'list'>; auth: Pick<AuthState, 'user'> },
  id: string | undefined,
): boolean {
  if (id === undefined) return false;
  return (
    state.orders.list.some((order) => order.id === id) ||
    (showsSampleOrders(state.auth.user) && SAMPLE_ORDER_IDS.includes(id))
  );
}
