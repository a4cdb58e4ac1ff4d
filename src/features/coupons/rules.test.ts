import fc from 'fast-check';
import { PRODUCTS } from '@/features/catalog';
import { priceSummary } from '@/shared/lib/priceSummary';
import {
  bestProductOffer,
  checkCoupon,
  COUPONS,
  couponError,
  droppedReason,
  couponOffers,
  missingFor,
  normalizeCode,
  type CouponContext,
} from './rules';

const cart = (more: Partial<CouponContext> = {}): CouponContext => ({
  subtotal: 0,
  beautySubtotal: 0,
  beautyItems: 0,
  signedIn: false,
  ownOrders: 0,
  ...more,
});

const error = (code: string, ctx: CouponContext) => {
  const check = checkCoupon(code, ctx);
  return check.ok ? null : couponError(normalizeCode(code), check.problem);
};

describe('the coupons', () => {
  it('are the four of the table, in order', () => {
    expect(COUPONS.map((c) => [c.code, c.rule])).toEqual([
      ['RANGOLI10', '10% off, up to ₹300, on orders of ₹1,499 or more'],
      ['FESTIVE500', '₹500 off on orders of ₹3,999 or more'],
      ['BEAUTY15', '15% off Beauty products'],
      ['WELCOME200', '₹200 off your first order of ₹999 or more'],
    ]);
  });

  it('read codes whatever their case, ignoring spaces around them', () => {
    expect(checkCoupon('  rangoli10 ', cart({ subtotal: 2000 }))).toEqual({
      ok: true,
      code: 'RANGOLI10',
      discount: 200,
    });
    expect(error('RANGOLI 10', cart({ subtotal: 2000 }))).toBe('This coupon code is not valid');
    expect(error('SAVE50', cart({ subtotal: 2000 }))).toBe('This coupon code is not valid');
  });

  it('RANGOLI10: 10% off at ₹1,499 or more, rounded to the rupee, at most ₹300', () => {
    expect(error('RANGOLI10', cart({ subtotal: 1259 }))).toBe('Add ₹240 more to use RANGOLI10');
    expect(checkCoupon('RANGOLI10', cart({ subtotal: 1499 }))).toMatchObject({ discount: 150 }); // 149.9
    expect(checkCoupon('RANGOLI10', cart({ subtotal: 2495 }))).toMatchObject({ discount: 250 }); // 249.5
    expect(checkCoupon('RANGOLI10', cart({ subtotal: 2994 }))).toMatchObject({ discount: 299 }); // 299.4
    expect(checkCoupon('RANGOLI10', cart({ subtotal: 50000 }))).toMatchObject({ discount: 300 });
  });

  it('FESTIVE500: ₹500 off at ₹3,999 or more', () => {
    expect(error('FESTIVE500', cart({ subtotal: 3998 }))).toBe('Add ₹1 more to use FESTIVE500');
    expect(checkCoupon('festive500', cart({ subtotal: 3999 }))).toMatchObject({ discount: 500 });
  });

  it('BEAUTY15: 15% off the Beauty items only, with at least one of them', () => {
    expect(error('BEAUTY15', cart({ subtotal: 5000 }))).toBe('BEAUTY15 applies to Beauty products only');
    expect(
      checkCoupon('BEAUTY15', cart({ subtotal: 3497, beautySubtotal: 998, beautyItems: 2 })),
    ).toMatchObject({
      discount: 150, // 149.7
    });
    expect(
      checkCoupon('BEAUTY15', cart({ subtotal: 199, beautySubtotal: 199, beautyItems: 1 })),
    ).toMatchObject({
      discount: 30, // 29.85
    });
  });

  it("WELCOME200: signed in, no order of one's own, ₹999 or more; each missing piece says so", () => {
    expect(error('WELCOME200', cart({ subtotal: 5000 }))).toBe('Sign in to use WELCOME200');
    expect(error('WELCOME200', cart({ subtotal: 5000, signedIn: true, ownOrders: 1 }))).toBe(
      'WELCOME200 is for your first order only',
    );
    expect(error('WELCOME200', cart({ subtotal: 599, signedIn: true }))).toBe(
      'Add ₹400 more to use WELCOME200',
    );
    expect(checkCoupon('WELCOME200', cart({ subtotal: 999, signedIn: true }))).toMatchObject({
      discount: 200,
    });
  });

  it("'Available coupons' says what is missing, and marks the one that saves the most", () => {
    const offers = couponOffers(cart({ subtotal: 1259 }));
    expect(offers.map((o) => o.missing)).toEqual([
      'Add ₹240 more',
      'Add ₹2,740 more',
      'Add a Beauty product',
      'Sign in to use it',
    ]);
    expect(offers.some((o) => o.best)).toBe(false);

    const rich = couponOffers(
      cart({ subtotal: 4498, beautySubtotal: 998, beautyItems: 2, signedIn: true }),
      'RANGOLI10',
    );
    expect(rich.map((o) => [o.code, o.saves, o.best, o.applied])).toEqual([
      ['RANGOLI10', 300, false, true],
      ['FESTIVE500', 500, true, false],
      ['BEAUTY15', 150, false, false],
      ['WELCOME200', 200, false, false],
    ]);
    // On a tie the first in the table is the best.
    const tie = couponOffers(cart({ subtotal: 2000, signedIn: true }));
    expect(tie.filter((o) => o.best).map((o) => o.code)).toEqual(['RANGOLI10']);
  });

  it("'Best price' is one of the product bought alone, with the shopper's own coupons", () => {
    const kurta = PRODUCTS.find((p) => p.id === 1)!; // ₹2,499
    expect(bestProductOffer(kurta, { signedIn: false, ownOrders: 0 })).toEqual({
      code: 'RANGOLI10',
      price: 2249,
    });
    const lipstick = PRODUCTS.find((p) => p.id === 56)!; // ₹499, Beauty
    expect(bestProductOffer(lipstick, { signedIn: false, ownOrders: 0 })).toEqual({
      code: 'BEAUTY15',
      price: 424,
    });
    const palazzo = PRODUCTS.find((p) => p.id === 4)!; // ₹1,299
    expect(bestProductOffer(palazzo, { signedIn: false, ownOrders: 0 })).toBeNull();
    expect(bestProductOffer(palazzo, { signedIn: true, ownOrders: 0 })).toEqual({
      code: 'WELCOME200',
      price: 1099,
    });
    expect(bestProductOffer(palazzo, { signedIn: true, ownOrders: 2 })).toBeNull();
  });
});

describe('droppedReason', () => {
  it('says why an applied coupon was removed without repeating its code', () => {
    expect(droppedReason({ kind: 'minSubtotal', shortBy: 3000 })).toBe('add ₹3,000 more to use it');
    expect(droppedReason({ kind: 'beautyOnly' })).toBe('it applies to Beauty products only');
    expect(droppedReason({ kind: 'signIn' })).toBe('sign in to use it');
    expect(droppedReason({ kind: 'firstOrder' })).toBe('it is for your first order only');
    expect(droppedReason({ kind: 'unknown' })).toBe('it is no longer valid');
  });
});

describe('missingFor', () => {
  it("says under each coupon what the cart lacks, and 'Not available' for a code not in the table", () => {
    expect(missingFor({ kind: 'minSubtotal', shortBy: 240 })).toBe('Add ₹240 more');
    expect(missingFor({ kind: 'beautyOnly' })).toBe('Add a Beauty product');
    expect(missingFor({ kind: 'signIn' })).toBe('Sign in to use it');
    expect(missingFor({ kind: 'firstOrder' })).toBe('For your first order only');
    expect(missingFor({ kind: 'unknown' })).toBe('Not available');
  });
});

describe('the coupons, for any cart (property tests)', () => {
  const anyCart = fc
    .record({
      subtotal: fc.nat({ max: 500_000 }),
      beautyShare: fc.double({ min: 0, max: 1, noNaN: true }),
      beautyItems: fc.nat({ max: 20 }),
      signedIn: fc.boolean(),
      ownOrders: fc.nat({ max: 3 }),
    })
    .map(({ subtotal, beautyShare, beautyItems, ...shopper }) => {
      const beautySubtotal = beautyItems === 0 ? 0 : Math.round(subtotal * beautyShare);
      return cart({ subtotal, beautySubtotal, beautyItems, ...shopper });
    });
  const anyCode = fc.oneof(
    fc.constantFrom(...COUPONS.map((c) => c.code)),
    fc.constantFrom(...COUPONS.map((c) => ` ${c.code.toLowerCase()} `)),
    fc.string(),
  );

  it('a discount is a whole number of rupees, never negative and never more than the subtotal', () => {
    fc.assert(
      fc.property(anyCart, anyCode, (ctx, code) => {
        const check = checkCoupon(code, ctx);
        if (!check.ok) return;
        expect(Number.isInteger(check.discount)).toBe(true);
        expect(check.discount).toBeGreaterThanOrEqual(0);
        expect(check.discount).toBeLessThanOrEqual(ctx.subtotal);
      }),
    );
  });

  it('the best offer saves at least as much as any coupon that applies', () => {
    fc.assert(
      fc.property(anyCart, (ctx) => {
        const offers = couponOffers(ctx);
        const best = offers.filter((o) => o.best);
        const most = Math.max(0, ...offers.map((o) => o.saves ?? 0));
        expect(best.length).toBe(most > 0 ? 1 : 0);
        if (best[0]) expect(best[0].saves).toBe(most);
      }),
    );
  });

  it('the total is subtotal − coupon + 18% of what is left, and never below zero', () => {
    fc.assert(
      fc.property(anyCart, anyCode, (ctx, code) => {
        const check = checkCoupon(code, ctx);
        const summary = priceSummary(ctx.subtotal, check.ok ? check.discount : 0);
        expect(summary.tax).toBe(Math.round(0.18 * (summary.subtotal - summary.discount)));
        expect(summary.total).toBe(summary.subtotal - summary.discount + summary.tax);
        expect(summary.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('priceSummary holds any discount to 0..subtotal', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100_000 }),
        fc.integer({ min: -1_000, max: 200_000 }),
        (subtotal, discount) => {
          const { discount: taken } = priceSummary(subtotal, discount);
          expect(taken).toBeGreaterThanOrEqual(0);
          expect(taken).toBeLessThanOrEqual(subtotal);
        },
      ),
    );
    expect(priceSummary(1000, Number.NaN)).toEqual({ subtotal: 1000, discount: 0, tax: 180, total: 1180 });
  });
});
