import { createSelector } from '@reduxjs/toolkit';
import type { AuthState } from '@/features/auth';
import {
  selectCartSubtotal,
  selectCountedItemCount,
  selectPricedCartLines,
  type CartState,
} from '@/features/cart';
import type { CatalogState, Product } from '@/features/catalog';
import type { OrderCoupon, OrdersState } from '@/features/orders';
import { priceSummary, type PriceSummary } from '@/shared/lib/priceSummary';
import { bestProductOffer, checkCoupon, couponOffers, type CouponContext, type Shopper } from './rules';

export type WithCoupons = { cart: CartState; catalog: CatalogState; auth: AuthState; orders: OrdersState };

/** The shopper, for the coupons that care: signed in, and how many orders of their own. */
export const selectShopper = createSelector(
  [(state: WithCoupons) => state.auth.user, (state: WithCoupons) => state.orders.list],
  (user, orders): Shopper => ({ signedIn: user !== null, ownOrders: orders.length }),
);

/** What the coupons are checked against: the cart at catalogue prices and the shopper. */
export const selectCouponContext = createSelector(
  [selectPricedCartLines, selectCartSubtotal, selectShopper],
  (lines, subtotal, shopper): CouponContext => {
    const beauty = lines.filter((l) => l.product.category === 'Beauty');
    return {
      ...shopper,
      subtotal,
      beautySubtotal: beauty.reduce((sum, l) => sum + l.lineTotal, 0),
      beautyItems: beauty.reduce((sum, l) => sum + l.quantity, 0),
    };
  },
);

/** The code the cart holds (it may have stopped applying a moment ago: see selectAppliedCoupon). */
export const selectCouponCode = (state: WithCoupons) => state.cart.coupon;

/**
 * The applied coupon with what it takes off this cart, or null. Worked out from the cart each
 * time: a code that no longer applies takes nothing off, even before the re-check removes it.
 */
export const selectAppliedCoupon = createSelector(
  [selectCouponCode, selectCouponContext],
  (code, ctx): OrderCoupon | null => {
    if (code === undefined) return null;
    const check = checkCoupon(code, ctx);
    return check.ok ? { code: check.code, discount: check.discount } : null;
  },
);

export interface CartTotals extends PriceSummary {
  /** Total quantity in the cart. */
  itemCount: number;
  coupon: OrderCoupon | null;
}

/**
 * What the cart comes to, the one source for the cart's summary, the checkout's and the order
 * placed: subtotal, coupon, tax on the subtotal after the coupon, total.
 */
export const selectCartTotals = createSelector(
  [selectCountedItemCount, selectCartSubtotal, selectAppliedCoupon],
  (itemCount, subtotal, coupon): CartTotals => ({
    itemCount,
    coupon,
    ...priceSummary(subtotal, coupon?.discount ?? 0),
  }),
);

/** 'Available coupons': every coupon against this cart, the best applicable one marked. */
export const selectCouponOffers = createSelector([selectCouponContext, selectCouponCode], couponOffers);

/** 'Best price ₹{p} with {CODE}' for one of this product bought alone, or null. */
export const selectBestProductOffer = createSelector(
  [selectShopper, (_state: WithCoupons, product: Product) => product],
  (shopper, product) => bestProductOffer(product, shopper),
);
