import { consentChanged, consentChosen, consentSlice, initialConsentState } from './consentSlice';
import { selectAllows, selectConsent, selectConsentPending } from './selectors';

const reduce = consentSlice.reducer;

describe('the consent slice', () => {
  it('starts as a shopper who allowed everything (tests and stories; the app reads storage)', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      allowed: ['recentlyViewed', 'mySizes', 'stockAlerts', 'pincode'],
    });
    expect(initialConsentState.allowed).toHaveLength(4);
  });

  it("takes this tab's choice, as a copy", () => {
    const chosen = ['pincode'] as const;
    const state = reduce({ allowed: null }, consentChosen(chosen));
    expect(state.allowed).toEqual(['pincode']);
    expect(state.allowed).not.toBe(chosen);
    expect(reduce(state, consentChosen([])).allowed).toEqual([]);
  });

  it("takes another tab's choice, or its absence", () => {
    expect(reduce(initialConsentState, consentChanged(['mySizes'])).allowed).toEqual(['mySizes']);
    expect(reduce(initialConsentState, consentChanged(null)).allowed).toBeNull();
  });
});

describe('the consent selectors', () => {
  const state = (allowed: readonly ('recentlyViewed' | 'mySizes' | 'stockAlerts' | 'pincode')[] | null) => ({
    consent: { allowed },
  });

  it('the notice asks only while nothing is chosen', () => {
    expect(selectConsentPending(state(null))).toBe(true);
    expect(selectConsentPending(state([]))).toBe(false);
    expect(selectConsent(state(['pincode']))).toEqual(['pincode']);
  });

  it('allows a kind before a choice (for the page) and when chosen, not otherwise', () => {
    expect(selectAllows(state(null), 'recentlyViewed')).toBe(true);
    expect(selectAllows(state(['pincode']), 'pincode')).toBe(true);
    expect(selectAllows(state(['pincode']), 'recentlyViewed')).toBe(false);
    expect(selectAllows(state([]), 'mySizes')).toBe(false);
  });
});
