import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { couponApplied } from '@/features/cart';
import { t } from '@/shared/i18n';
import { selectCouponContext, type WithCoupons } from './selectors';
import { checkCoupon, couponError, normalizeCode } from './rules';

/** Why a code was not applied: the field's message, and whether signing in would change it. */
export interface CouponRefusal {
  message: string;
  /** 'Sign in to use WELCOME200': the message is a link to sign in and come back. */
  signIn: boolean;
}

/**
 * Apply (the coupon field, or 'Apply {CODE}' in 'Available coupons'): a code that applies to this
 * cart replaces any other (`couponApplied`); otherwise nothing changes and the field's message is
 * returned ('Add ₹240 more to use RANGOLI10'). Null when applied.
 */
export const applyCoupon =
  (input: string): ThunkAction<CouponRefusal | null, WithCoupons, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const code = normalizeCode(input);
    if (code === '') return { message: t('Enter a coupon code'), signIn: false };
    const check = checkCoupon(code, selectCouponContext(getState()));
    if (!check.ok)
      return { message: couponError(code, check.problem), signIn: check.problem.kind === 'signIn' };
    dispatch(couponApplied(check.code));
    return null;
  };
