import { translate } from '@/shared/i18n';
import { onHindiPages } from '@/test/hindi';
import { COUPONS, couponError, couponOffers, droppedReason, missingFor, type CouponProblem } from './rules';

const PROBLEMS: CouponProblem[] = [
  { kind: 'unknown' },
  { kind: 'minSubtotal', shortBy: 240 },
  { kind: 'beautyOnly' },
  { kind: 'signIn' },
  { kind: 'firstOrder' },
];

onHindiPages();

describe('the coupons, in Hindi', () => {
  it('say every rule in Hindi', () => {
    expect(COUPONS.filter((coupon) => translate(coupon.rule) === coupon.rule)).toEqual([]);
    expect(translate(COUPONS[0]!.rule)).toBe('₹1,499 या उससे ज़्यादा के ऑर्डर पर 10% की छूट, ₹300 तक');
  });

  it('give every message in Hindi, the code and the amount as they are', () => {
    expect(PROBLEMS.map((problem) => couponError('RANGOLI10', problem))).toEqual([
      'यह कूपन कोड मान्य नहीं है',
      'RANGOLI10 इस्तेमाल करने के लिए ₹240 की और ख़रीदारी करें',
      'RANGOLI10 सिर्फ़ ब्यूटी प्रोडक्ट पर लागू होता है',
      'RANGOLI10 इस्तेमाल करने के लिए लॉग इन करें',
      'RANGOLI10 सिर्फ़ आपके पहले ऑर्डर के लिए है',
    ]);
    expect(PROBLEMS.map(droppedReason)).toEqual([
      'यह अब मान्य नहीं है',
      'इसे इस्तेमाल करने के लिए ₹240 की और ख़रीदारी करें',
      'यह सिर्फ़ ब्यूटी प्रोडक्ट पर लागू होता है',
      'इसे इस्तेमाल करने के लिए लॉग इन करें',
      'यह सिर्फ़ आपके पहले ऑर्डर के लिए है',
    ]);
    expect(PROBLEMS.map(missingFor)).toEqual([
      'उपलब्ध नहीं',
      '₹240 की और ख़रीदारी करें',
      'कोई ब्यूटी प्रोडक्ट जोड़ें',
      'इस्तेमाल करने के लिए लॉग इन करें',
      'सिर्फ़ पहले ऑर्डर के लिए',
    ]);
  });

  it("keep the offers' codes, and their rules as keys (English) for the list to translate", () => {
    const offers = couponOffers({
      subtotal: 1259,
      beautySubtotal: 0,
      beautyItems: 0,
      signedIn: false,
      ownOrders: 0,
    });
    expect(offers.map((offer) => offer.code)).toEqual(['RANGOLI10', 'FESTIVE500', 'BEAUTY15', 'WELCOME200']);
    expect(offers[0]).toMatchObject({
      rule: '10% off, up to ₹300, on orders of ₹1,499 or more',
      missing: '₹240 की और ख़रीदारी करें',
    });
  });
});
