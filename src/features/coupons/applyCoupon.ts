import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { couponApplied } from '@/features/cart';
import { selectCouponContext, type WithCoupons } from './selectors';
import { checkCoupon, couponError, normalizeCode } from './rules';

/**
 * Apply (the coupon field, or 'Apply {CODE}' in 'Available coupons'): a code that applies to this
 * cart replaces any other (`couponApplied`); otherwise nothing changes and the field's message is
 * returned ('Add ₹240 more to use RANGOLI10'). Null when applied.
 */
export const applyCoupon =
  (input: string): ThunkAction<string | null, WithCoupons, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const code = normalizeCode(input);
    if (code === '') return 'Enter a coupon code';
    const check = checkCoupon(code, selectCouponContext(getState()));
    if (!check.ok) return couponError(code, check.problem);
    dispatch(couponApplied(check.code));
    return null;
  };
