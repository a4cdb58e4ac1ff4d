import { loadOnce } from '@/app/boot';
import type { StartListening } from '@/shared/lib/effectsMiddleware';
import type { WithCoupons } from './selectors';

/** Loads the coupon rules (a chunk of their own, shared with the cart and checkout). */
const loadRecheck = loadOnce(() => import(/* webpackChunkName: "coupons" */ './recheckCoupon'));

/**
 * The applied coupon is checked again after every change to the cart (signing out and placing an
 * order empty the cart; signing in never makes a coupon stop applying). One that stopped applying
 * is removed with `couponDropped` and its reason, which the messages show ('RANGOLI10 was
 * removed: ...'). Data read back from storage or another tab (redux-persist's actions) is not a
 * change made here: the tab that made it checked it, and the totals never count a coupon that
 * does not apply. The rules load only when a coupon is applied: the first load carries only this.
 */
export function startCouponRecheck(startListening: StartListening<WithCoupons>): void {
  startListening({
    predicate: (action, current, previous) =>
      current.cart !== previous.cart &&
      current.cart.coupon !== undefined &&
      !action.type.startsWith('persist/'),
    effect: async (_action, api) => {
      const { droppedCoupon } = await loadRecheck();
      const dropped = droppedCoupon(api.getState());
      if (dropped) api.dispatch(dropped);
    },
  });
}
