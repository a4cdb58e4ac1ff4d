import { taxFor } from './pricing';
import { priceSummary } from './priceSummary';

describe('taxFor', () => {
  it('is 18% of the subtotal', () => {
    expect(taxFor(1000)).toBe(180);
    expect(taxFor(0)).toBe(0);
  });

  it('rounds to a whole rupee, halves up (Math.round)', () => {
    expect(taxFor(2499)).toBe(450); // 449.82
    expect(taxFor(3497)).toBe(629); // 629.46
    expect(taxFor(25)).toBe(5); // 4.5
    expect(taxFor(1)).toBe(0); // 0.18
  });
});

describe('priceSummary', () => {
  it('without a coupon: subtotal + 18% tax', () => {
    expect(priceSummary(2499)).toEqual({ subtotal: 2499, discount: 0, tax: 450, total: 2949 });
  });

  it('takes the coupon off before the tax', () => {
    expect(priceSummary(4000, 500)).toEqual({ subtotal: 4000, discount: 500, tax: 630, total: 4130 });
  });

  it('holds a discount out of range to 0..subtotal', () => {
    expect(priceSummary(1000, -50)).toEqual({ subtotal: 1000, discount: 0, tax: 180, total: 1180 });
    expect(priceSummary(1000, 1500)).toEqual({ subtotal: 1000, discount: 1000, tax: 0, total: 0 });
    expect(priceSummary(1000, Number.NaN)).toEqual({ subtotal: 1000, discount: 0, tax: 180, total: 1180 });
    expect(priceSummary(1000, Number.POSITIVE_INFINITY).discount).toBe(0);
  });
});
