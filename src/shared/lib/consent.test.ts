import fc from 'fast-check';
import {
  ALL_ALLOWED,
  allows,
  keeps,
  NOTHING_OPTIONAL,
  OPTIONAL_KINDS,
  parseConsent,
  readConsent,
  serializeConsent,
  storesOptionalData,
  writeConsent,
} from './consent';

describe('the stored consent', () => {
  it("reads the notice's two answers and a mixed choice", () => {
    expect(parseConsent('all')).toEqual(ALL_ALLOWED);
    expect(parseConsent('necessary')).toEqual([]);
    expect(parseConsent('pincode,mySizes')).toEqual(['mySizes', 'pincode']);
  });

  it.each([null, '', 'yes', 'all,pincode', 'pincode,', 'ALL'])('takes %j as no choice yet', (stored) => {
    expect(parseConsent(stored)).toBeNull();
  });

  it('writes every choice so that it reads back the same', () => {
    fc.assert(
      fc.property(fc.subarray([...OPTIONAL_KINDS]), (allowed) => {
        expect(parseConsent(serializeConsent(allowed))).toEqual(allowed);
      }),
    );
    expect(serializeConsent(ALL_ALLOWED)).toBe('all');
    expect(serializeConsent(NOTHING_OPTIONAL)).toBe('necessary');
  });

  it('allows everything in memory before a choice, but stores nothing optional until one allows it', () => {
    expect(allows(null, 'pincode')).toBe(true);
    expect(storesOptionalData(null)).toBe(false);
    expect(storesOptionalData(NOTHING_OPTIONAL)).toBe(false);
    expect(storesOptionalData(['pincode'])).toBe(true);
    expect(allows(['pincode'], 'recentlyViewed')).toBe(false);
  });

  it('keeps a kind only once the shopper allowed it: before a choice, none', () => {
    for (const kind of OPTIONAL_KINDS) {
      expect(keeps(null, kind)).toBe(false);
      expect(keeps(NOTHING_OPTIONAL, kind)).toBe(false);
      expect(keeps(ALL_ALLOWED, kind)).toBe(true);
    }
    expect(keeps(['pincode'], 'pincode')).toBe(true);
    expect(keeps(['pincode'], 'mySizes')).toBe(false);
  });

  it('is kept in localStorage under `consent`', () => {
    localStorage.clear();
    expect(readConsent()).toBeNull();
    expect(writeConsent(NOTHING_OPTIONAL)).toBe(true);
    expect(localStorage.getItem('consent')).toBe('necessary');
    expect(readConsent()).toEqual([]);
  });

  it('a browser that keeps nothing has nothing to ask about', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readConsent()).toEqual([]);
    spy.mockRestore();
  });
});
