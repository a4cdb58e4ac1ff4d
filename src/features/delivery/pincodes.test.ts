import fc from 'fast-check';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '@/shared/lib/indianStates';
import { isValidPincode, lookupPincode, servedPrefixes } from './pincodes';

describe('isValidPincode', () => {
  it.each(['700016', '110001', '999999', '100000'])('takes %s', (pincode) => {
    expect(isValidPincode(pincode)).toBe(true);
  });

  it.each(['', '70001', '7000166', '070016', '70 016', 'abcdef', '７００016', '700016\n', '-70016'])(
    'refuses %j',
    (pincode) => expect(isValidPincode(pincode)).toBe(false),
  );

  it('takes exactly the 6-digit strings that do not start with 0', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        expect(isValidPincode(text)).toBe(text.length === 6 && /^[1-9][0-9]{5}$/.test(text));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: 999999 }), (n) =>
        expect(isValidPincode(String(n))).toBe(true),
      ),
    );
  });
});

describe('lookupPincode', () => {
  it.each([
    ['110001', 'New Delhi', 'Delhi'],
    ['400001', 'Mumbai', 'Maharashtra'],
    ['700016', 'Kolkata', 'West Bengal'],
    ['600001', 'Chennai', 'Tamil Nadu'],
    ['560001', 'Bengaluru', 'Karnataka'],
    ['500001', 'Hyderabad', 'Telangana'],
    ['411001', 'Pune', 'Maharashtra'],
    ['380001', 'Ahmedabad', 'Gujarat'],
  ])('delivers to the metro %s (%s) in 2 days, with Cash on Delivery', (pincode, city, state) => {
    expect(lookupPincode(pincode)).toEqual({ city, state, days: 2, cod: true });
  });

  it.each([
    ['302001', 'Jaipur', 'Rajasthan'],
    ['226001', 'Lucknow', 'Uttar Pradesh'],
    ['800001', 'Patna', 'Bihar'],
    ['641001', 'Coimbatore', 'Tamil Nadu'],
    ['682001', 'Kochi', 'Kerala'],
    ['737101', 'Gangtok', 'Sikkim'],
    ['160017', 'Chandigarh', 'Chandigarh'],
    ['403001', 'Panaji', 'Goa'],
  ])('delivers to %s (%s) in 4 days, with Cash on Delivery', (pincode, city, state) => {
    expect(lookupPincode(pincode)).toEqual({ city, state, days: 4, cod: true });
  });

  it.each([
    ['781001', 'Guwahati', 'Assam'],
    ['795001', 'Imphal', 'Manipur'],
    ['799001', 'Agartala', 'Tripura'],
    ['190001', 'Srinagar', 'Jammu and Kashmir'],
    ['180001', 'Jammu', 'Jammu and Kashmir'],
    ['194101', 'Leh', 'Ladakh'],
  ])(
    'delivers to the North-East and J&K / Ladakh (%s, %s) in 7 days, without Cash on Delivery',
    (pincode, city, state) => {
      expect(lookupPincode(pincode)).toEqual({ city, state, days: 7, cod: false });
    },
  );

  it.each(['744101', '744301', '999999', '100001', '290001', '650001', '900001'])(
    'does not deliver to %s (the Andaman and Nicobar Islands, or no sorting district)',
    (pincode) => expect(lookupPincode(pincode)).toBeUndefined(),
  );

  it('knows nothing of a malformed pincode', () => {
    expect(lookupPincode('70001')).toBeUndefined();
    expect(lookupPincode('070016')).toBeUndefined();
  });

  it('covers every state and union territory with its real name, but the islands and the territories sharing a district', () => {
    const known = new Set<string>([...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES]);
    const states = new Set(servedPrefixes().map((prefix) => lookupPincode(`${prefix}001`)?.state));
    for (const state of states) expect(known.has(state!)).toBe(true);
    // Lakshadweep (682555) and Dadra and Nagar Haveli and Daman and Diu (396xxx) share their
    // sorting districts with Kochi and Valsad.
    const sharing = [
      'Andaman and Nicobar Islands',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Lakshadweep',
    ];
    expect([...known].filter((state) => !states.has(state)).sort()).toEqual(sharing);
  });

  it('gives every served prefix a city, 2, 4 or 7 days, and Cash on Delivery exactly where the days are not 7', () => {
    expect(servedPrefixes().length).toBeGreaterThan(400);
    for (const prefix of servedPrefixes()) {
      expect(prefix).toMatch(/^[1-8]\d\d$/);
      const zone = lookupPincode(`${prefix}123`)!;
      expect(zone.city).toMatch(/^\S.*\S$/);
      expect([2, 4, 7]).toContain(zone.days);
      expect(zone.cod).toBe(zone.days !== 7);
      expect(zone.days === 7).toBe(/^(78|79|18|19)/.test(prefix));
    }
  });
});
