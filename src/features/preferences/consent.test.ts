import { EMPTY_OPTIONAL_FIELDS, withConsent } from './consent';
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

  it('empties a pincode that is not null, even an empty one', () => {
    expect(withConsent({ ...initialPreferencesState, pincode: '' }, ['recentlyViewed'])).toEqual(
      initialPreferencesState,
    );
  });

  it('returns empty preferences as they are', () => {
    expect(withConsent(initialPreferencesState, [])).toBe(initialPreferencesState);
  });
});

describe('EMPTY_OPTIONAL_FIELDS', () => {
  it("is each optional field's initial state: nothing kept", () => {
    expect(EMPTY_OPTIONAL_FIELDS).toEqual(initialPreferencesState);
  });
});
