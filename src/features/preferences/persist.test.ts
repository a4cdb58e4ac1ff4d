import fc from 'fast-check';
import { restoreShape } from '@/shared/lib/persistedShape';
import { SIZE_KINDS } from '@/shared/lib/sizeKinds';
import { preferencesShape } from './persist';
import { initialPreferencesState, type PreferencesState } from './preferencesSlice';

const restore = (state: unknown) => restoreShape(preferencesShape, state, 1);
const v1 = { version: 1, rehydrated: true };
const empty = (changes: Partial<PreferencesState> = {}): PreferencesState => ({
  ...initialPreferencesState,
  ...changes,
});

describe('the preferences key', () => {
  it('keeps a well-formed pincode', () => {
    expect(restore({ pincode: '700016', _persist: v1 })).toEqual(empty({ pincode: '700016' }));
  });

  it.each([['70001'], ['070016'], [700016], ['<b>700016</b>'], [{}]])('forgets the pincode %j', (pincode) => {
    expect(restore({ pincode, _persist: v1 })).toEqual(empty());
  });

  it('starts empty from a state without fields (the pincode-only version 1 included), and strips unknown ones', () => {
    expect(restore({ _persist: v1 })).toEqual(empty());
    expect(restore({ pincode: '110001', extra: 'x', _persist: v1 })).toEqual(empty({ pincode: '110001' }));
  });

  it('drops what is not an object, or is newer than this app', () => {
    expect(restore('700016')).toBeUndefined();
    expect(restore({ pincode: '700016', _persist: { version: 2 } })).toBeUndefined();
  });

  it('keeps recently viewed product ids, each once, at most 9, dropping what is not an id', () => {
    expect(
      restore({ recentlyViewed: [3, 3, '4', 0, -2, 1.5, 5, 6, 7, 8, 9, 10, 11, 12, 13], _persist: v1 }),
    ).toEqual(empty({ recentlyViewed: [3, 5, 6, 7, 8, 9, 10, 11, 12] }));
    expect(restore({ recentlyViewed: 'x', _persist: v1 })).toEqual(empty());
  });

  it('keeps each known kind with a known size, entry by entry', () => {
    expect(
      restore({
        mySizes: { 'men-tops': 'L', kids: '4-5Y', 'women-tops': 'Huge', shoes: '9', 'men-waist': 32 },
        _persist: v1,
      }),
    ).toEqual(empty({ mySizes: { 'men-tops': 'L', kids: '4-5Y' } }));
    // Dropped, not kept as an empty entry: the kinds listed are the kinds with a size.
    const kinds = restore({ mySizes: { 'men-tops': 'L', 'women-tops': 'Huge' }, _persist: v1 })?.mySizes;
    expect(Object.keys(kinds ?? {})).toEqual(['men-tops']);
    expect(restore({ mySizes: ['L'], _persist: v1 })).toEqual(empty());
  });

  it('keeps well-formed back-in-stock alerts, each once', () => {
    expect(
      restore({
        stockAlerts: [
          { productId: 1, size: 'XL' },
          { productId: 1, size: 'XL' },
          { productId: '12', size: 'L' },
          { productId: 12, size: '<script>' },
          { productId: 12, size: 'L', extra: true },
          'x',
        ],
        _persist: v1,
      }),
    ).toEqual(
      empty({
        stockAlerts: [
          { productId: 1, size: 'XL' },
          { productId: 12, size: 'L' },
        ],
      }),
    );
  });

  it('gives back whatever well-formed state it was given (property)', () => {
    const size = fc.constantFrom('S', 'M', 'L', 'XL', 'XXL', '32', '4-5Y', '50ml');
    const state = fc.record({
      pincode: fc.constantFrom(null, '700016', '110001'),
      recentlyViewed: fc.uniqueArray(fc.integer({ min: 1, max: 70 }), { maxLength: 9 }),
      mySizes: fc.dictionary(fc.constantFrom(...SIZE_KINDS), size),
      stockAlerts: fc.uniqueArray(fc.record({ productId: fc.integer({ min: 1, max: 70 }), size }), {
        selector: (alert) => `${alert.productId} ${alert.size}`,
        maxLength: 6,
      }),
    });
    fc.assert(
      fc.property(state, (preferences) => {
        expect(restore({ ...preferences, _persist: v1 })).toEqual(preferences);
      }),
      { numRuns: 200 },
    );
  });
});
