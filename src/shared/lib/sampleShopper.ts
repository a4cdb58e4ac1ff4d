/**
 * The sample shopper of decisions.md, as ids: the profile sign-in gives (features/auth
 * sampleProfile.ts) and its three sample orders (features/orders sampleOrders.ts, whose test holds
 * the ids to the orders). Here, and not in those features, so that the route table, which the
 * build reads in Node, can ask whether a shopper has an order without loading the features.
 */
export const SAMPLE_PROFILE_ID = 'sample-priya';

/** The sample orders' ids. */
export const SAMPLE_ORDER_IDS: readonly string[] = ['ORD-001', 'ORD-002', 'ORD-003'];

/**
 * The products of the sample profile's delivered sample order (ORD-001): what her review of a
 * product is 'Verified purchase' by (features/reviews), without loading the sample orders
 * themselves (the orders pages' code) on a product page.
 */
export const SAMPLE_DELIVERED_PRODUCT_IDS: readonly number[] = [1, 56];

/** Whether a user is the sample profile. */
export const isSampleProfile = (user: { id: string } | null | undefined): boolean =>
  user?.id === SAMPLE_PROFILE_ID;

/**
 * Whether the shopper has an order `id` to show (/orders/{id}): one of her own, or, for the sample
 * profile, a sample order (shown below her own, always).
 */
export function hasOrder(
  state: { orders: { list: readonly { id: string }[] }; auth: { user: { id: string } | null } },
  id: string | undefined,
): boolean {
  if (id === undefined) return false;
  return (
    state.orders.list.some((order) => order.id === id) ||
    (isSampleProfile(state.auth.user) && SAMPLE_ORDER_IDS.includes(id))
  );
}
