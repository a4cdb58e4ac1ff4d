import { taxFor } from './pricing';

/** What an order comes to: the subtotal, the coupon's discount, the tax and the total. */
export interface PriceSummary {
  subtotal: number;
  /** Taken off the subtotal: never negative, never more than the subtotal. */
  discount: number;
  /** 18% of the subtotal after the discount, rounded to a whole rupee. */
  tax: number;
  /** Subtotal − discount + tax (shipping is free). */
  total: number;
}

/**
 * The one way a total is worked out, in the cart, at checkout and in the order it places:
 * tax is 18% of the subtotal after the coupon (decisions.md, second wave), rounded; the total is
 * subtotal − coupon + tax; shipping is free. A discount out of range is held to 0..subtotal.
 * Not in the first load: only the screens that show totals import it.
 */
export function priceSummary(subtotal: number, discount = 0): PriceSummary {
  const taken = Number.isFinite(discount) ? Math.min(Math.max(0, discount), subtotal) : 0;
  const tax = taxFor(subtotal - taken);
  return { subtotal, discount: taken, tax, total: subtotal - taken + tax };
}
