import { loggedOut } from '@/features/auth';
import { initialPreferencesState, preferencesSlice, type PreferencesState } from './preferencesSlice';

// The slice's own answer to logging out (preferencesSlice.test.ts checks it too, after other calls).
// A file of its own: RTK builds a slice's extra reducers at the reducer's first call, and the
// mutation run credits them to the test making that call only.
it("forgets the shopper's pincode, recently viewed, sizes and alerts when the shopper logs out", () => {
  const full: PreferencesState = {
    ...initialPreferencesState,
    pincode: '700016',
    recentlyViewed: [3, 1],
    mySizes: { 'men-tops': 'L' },
    stockAlerts: [{ productId: 3, size: 'M' }],
  };
  expect(preferencesSlice.reducer(full, loggedOut())).toEqual(initialPreferencesState);
});
