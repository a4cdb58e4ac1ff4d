import { TAX_RATE } from '@/shared/lib/constants';

/** Tax: 18% of the subtotal, rounded to a whole rupee (spec section 9). */
export function taxFor(subtotal: number): number {
  return Math.round(subtotal * TAX_RATE);
}
