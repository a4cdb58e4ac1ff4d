import { couponDropped } from '@/features/cart';
import { selectCouponCode, selectCouponContext, type WithCoupons } from './selectors';
import { checkCoupon, droppedReason } from './rules';

/** `couponDropped` with the reason, when the cart's coupon no longer applies; otherwise null. */
export function droppedCoupon(state: WithCoupons) {
  const code = selectCouponCode(state);
  if (code === undefined) return null;
  const check = checkCoupon(code, selectCouponContext(state));
  return check.ok ? null : couponDropped({ code, reason: droppedReason(check.problem) });
}
