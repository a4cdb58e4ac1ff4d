import { taxFor } from './pricing';

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
