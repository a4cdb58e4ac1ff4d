import { withConsent } from './consent';
import { initialPreferencesState, type PreferencesState } from './preferencesSlice';

const full: PreferencesState = {
  pincode: '700016',
  recentlyViewed: [1, 2],
  mySizes: { 'women-tops': 'M' },
  stockAlerts: [{ productId: 3, size: 'L' }],
};

describe('withConsent', () => {
  it('keeps everything (the same object) when everything is allowed, or before a choice', () => {
    expect(withConsent(full, ['recentlyViewed', 'mySizes', 'stockAlerts', 'pincode'])).toBe(full);
    expect(withConsent(full, null)).toBe(full);
  });

  it("empties every optional field under 'Only what is needed'", () => {
    expect(withConsent(full, [])).toEqual(initialPreferencesState);
  });

  it('empties only the kinds not allowed', () => {
    expect(withConsent(full, ['pincode', 'mySizes'])).toEqual({
      ...full,
      recentlyViewed: [],
      stockAlerts: [],
    });
  });

  it('returns empty preferences as they are', () => {
    expect(withConsent(initialPreferencesState, [])).toBe(initialPreferencesState);
  });
});
