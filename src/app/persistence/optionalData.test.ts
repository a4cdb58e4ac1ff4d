import { keepOptionalDataAs, optionalFieldsKept } from './configs';

describe("the preferences' transform on their way to storage", () => {
  afterEach(() => keepOptionalDataAs(() => ['recentlyViewed', 'mySizes', 'stockAlerts', 'pincode'])());

  it('writes an optional field empty when the choice does not allow it, and as it is when it does', () => {
    keepOptionalDataAs(() => ['pincode']);
    const full = { pincode: '700016', recentlyViewed: [3, 2] };
    expect(optionalFieldsKept.in(full.pincode, 'pincode', full)).toBe('700016');
    expect(optionalFieldsKept.in(full.recentlyViewed, 'recentlyViewed', full)).toEqual([]);
  });

  it('leaves every field before a choice (nothing is written then anyway) and any other field alone', () => {
    keepOptionalDataAs(() => null);
    expect(optionalFieldsKept.in([3], 'recentlyViewed', {})).toEqual([3]);
    keepOptionalDataAs(() => []);
    expect(optionalFieldsKept.in({ version: 1 }, '_persist', {})).toEqual({ version: 1 });
  });

  it('reads back what was stored as it is', () => {
    expect(optionalFieldsKept.out([3], 'recentlyViewed', {})).toEqual([3]);
  });
});
