import { loggedOut } from '@/features/auth';
import { initialPreferencesState, pincodeChecked, preferencesSlice } from './preferencesSlice';
import { selectRememberedPincode } from './selectors';

const reduce = preferencesSlice.reducer;

describe('preferencesSlice', () => {
  it('starts with no pincode', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ pincode: null });
  });

  it('remembers the pincode last checked', () => {
    const state = reduce(reduce(undefined, pincodeChecked('700016')), pincodeChecked('110001'));
    expect(selectRememberedPincode({ preferences: state })).toBe('110001');
  });

  it('forgets everything on logout', () => {
    expect(reduce({ pincode: '700016' }, loggedOut())).toEqual(initialPreferencesState);
  });
});
