import type { Product } from '@/features/catalog';
import { t, word } from '@/shared/i18n';
import { formatINR } from '@/shared/lib/money';

/**
 * The coupons and their rules: pure functions of the cart and the shopper (no store, no React),
 * so the cart, the checkout, the product page and the re-check after each change agree.
 */

/** What a coupon is checked against: the cart's money and who the shopper is. */
export interface CouponContext {
  /** The cart's subtotal, at catalogue prices. */
  subtotal: number;
  /** What the cart's Beauty items come to. */
  beautySubtotal: number;
  /** How many Beauty items the cart holds. */
  beautyItems: number;
  signedIn: boolean;
  /** Orders the shopper has placed themselves (never the sample orders shown to the sample profile). */
  ownOrders: number;
}

/** Why a coupon does not apply to this cart. */
export type CouponProblem =
  | { kind: 'unknown' }
  | { kind: 'minSubtotal'; shortBy: number }
  | { kind: 'beautyOnly' }
  | { kind: 'signIn' }
  | { kind: 'firstOrder' };

export interface Coupon {
  code: string;
  /** The rule, as 'Available coupons' states it (a key of its Hindi: translated where it is shown). */
  rule: string;
  /** Percent off (of the Beauty items only with `beautyOnly`), at most `upTo` rupees; or a flat amount off. */
  off: { percent: number; upTo?: number } | { flat: number };
  /** The least subtotal it needs. */
  minSubtotal?: number;
  /** Needs at least one Beauty item, and takes its percent off those only. */
  beautyOnly?: boolean;
  /** For a signed-in shopper who has not placed an order of their own yet. */
  firstOrderOnly?: boolean;
}

/** The bundled coupons, in the order 'Available coupons' lists them (more may be added). */
export const COUPONS: readonly Coupon[] = [
  {
    code: 'RANGOLI10',
    rule: word('10% off, up to ₹300, on orders of ₹1,499 or more'),
    off: { percent: 10, upTo: 300 },
    minSubtotal: 1499,
  },
  {
    code: 'FESTIVE500',
    rule: word('₹500 off on orders of ₹3,999 or more'),
    off: { flat: 500 },
    minSubtotal: 3999,
  },
  { code: 'BEAUTY15', rule: word('15% off Beauty products'), off: { percent: 15 }, beautyOnly: true },
  {
    code: 'WELCOME200',
    rule: word('₹200 off your first order of ₹999 or more'),
    off: { flat: 200 },
    minSubtotal: 999,
    firstOrderOnly: true,
  },
];

/** A typed code as the table spells it: case does not matter, spaces around it are ignored. */
export function normalizeCode(input: string): string {
  return input.trim().toUpperCase();
}

export function findCoupon(code: string): Coupon | undefined {
  return COUPONS.find((c) => c.code === normalizeCode(code));
}

/** What stands between this cart and the coupon, first things first; null when it applies. */
function problemWith(coupon: Coupon, ctx: CouponContext): CouponProblem | null {
  if (coupon.firstOrderOnly && !ctx.signedIn) return { kind: 'signIn' };
  if (coupon.firstOrderOnly && ctx.ownOrders > 0) return { kind: 'firstOrder' };
  if (coupon.beautyOnly && ctx.beautyItems === 0) return { kind: 'beautyOnly' };
  if (coupon.minSubtotal !== undefined && ctx.subtotal < coupon.minSubtotal) {
    return { kind: 'minSubtotal', shortBy: coupon.minSubtotal - ctx.subtotal };
  }
  return null;
}

/** The rupees a coupon takes off: percentages round to the rupee; never below 0 or above the subtotal. */
function discountOf(coupon: Coupon, ctx: CouponContext): number {
  const base = coupon.beautyOnly ? ctx.beautySubtotal : ctx.subtotal;
  const raw =
    'flat' in coupon.off
      ? coupon.off.flat
      : Math.min(Math.round((base * coupon.off.percent) / 100), coupon.off.upTo ?? Infinity);
  return Math.min(Math.max(0, raw), Math.max(0, ctx.subtotal));
}

export type CouponCheck =
  { ok: true; code: string; discount: number } | { ok: false; problem: CouponProblem };

/** Whether a code applies to this cart, and what it takes off. */
export function checkCoupon(code: string, ctx: CouponContext): CouponCheck {
  const coupon = findCoupon(code);
  if (!coupon) return { ok: false, problem: { kind: 'unknown' } };
  const problem = problemWith(coupon, ctx);
  return problem
    ? { ok: false, problem }
    : { ok: true, code: coupon.code, discount: discountOf(coupon, ctx) };
}

/**
 * The message at the coupon field (and the reason when an applied coupon is removed), in the page's
 * edition: made when it is needed, with t() (the code and the amount stay as they are).
 */
export function couponError(code: string, problem: CouponProblem): string {
  switch (problem.kind) {
    case 'unknown':
      return t('This coupon code is not valid');
    case 'minSubtotal':
      return t('Add {amount} more to use {code}', { amount: formatINR(problem.shortBy), code });
    case 'beautyOnly':
      return t('{code} applies to Beauty products only', { code });
    case 'signIn':
      return t('Sign in to use {code}', { code });
    case 'firstOrder':
      return t('{code} is for your first order only', { code });
  }
}

/**
 * Why an applied coupon was removed, after its code in the message ('FESTIVE500 was removed: add
 * ₹3,000 more to use it'): the code is not said twice.
 */
export function droppedReason(problem: CouponProblem): string {
  switch (problem.kind) {
    case 'unknown':
      return t('it is no longer valid');
    case 'minSubtotal':
      return t('add {amount} more to use it', { amount: formatINR(problem.shortBy) });
    case 'beautyOnly':
      return t('it applies to Beauty products only');
    case 'signIn':
      return t('sign in to use it');
    case 'firstOrder':
      return t('it is for your first order only');
  }
}

/** What is missing, as 'Available coupons' says it under a coupon that does not apply yet. */
export function missingFor(problem: CouponProblem): string {
  switch (problem.kind) {
    case 'minSubtotal':
      return t('Add {amount} more', { amount: formatINR(problem.shortBy) });
    case 'beautyOnly':
      return t('Add a Beauty product');
    case 'signIn':
      return t('Sign in to use it');
    case 'firstOrder':
      return t('For your first order only');
    case 'unknown':
      return t('Not available');
  }
}

/** One line of 'Available coupons'. */
export interface CouponOffer {
  code: string;
  rule: string;
  /** What it takes off this cart, when it applies. */
  saves?: number;
  /** What is missing, when it does not apply. */
  missing?: string;
  /** The applicable coupon that saves the most (the first in the table on a tie). */
  best: boolean;
  /** The one applied now. */
  applied: boolean;
}

/** Every coupon against this cart, with the best applicable one marked. */
export function couponOffers(ctx: CouponContext, appliedCode?: string): CouponOffer[] {
  const offers = COUPONS.map((coupon): CouponOffer => {
    const check = checkCoupon(coupon.code, ctx);
    return {
      code: coupon.code,
      rule: coupon.rule,
      ...(check.ok ? { saves: check.discount } : { missing: missingFor(check.problem) }),
      best: false,
      applied: coupon.code === appliedCode,
    };
  });
  const best = bestOf(offers);
  return best ? offers.map((o) => (o === best ? { ...o, best: true } : o)) : offers;
}

function bestOf<T extends { saves?: number }>(offers: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const offer of offers) {
    if ((offer.saves ?? 0) > (best?.saves ?? 0)) best = offer;
  }
  return best;
}

/** Who the shopper is, for the coupons that care. */
export type Shopper = Pick<CouponContext, 'signedIn' | 'ownOrders'>;

/** The best price of one of this product, bought alone, with the coupon that gives it; null if none applies. */
export function bestProductOffer(product: Product, shopper: Shopper): { code: string; price: number } | null {
  const beauty = product.category === 'Beauty';
  const ctx: CouponContext = {
    ...shopper,
    subtotal: product.price,
    beautySubtotal: beauty ? product.price : 0,
    beautyItems: beauty ? 1 : 0,
  };
  const best = bestOf(couponOffers(ctx));
  return best?.saves ? { code: best.code, price: product.price - best.saves } : null;
}
