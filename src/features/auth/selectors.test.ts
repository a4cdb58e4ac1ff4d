import { initialAuthState, type AuthState } from './authSlice';
import { SAMPLE_PROFILE } from './sampleProfile';
import { selectFirstName, selectIsAuthenticated, selectSavedAddresses, selectUser } from './selectors';

const as = (auth: AuthState) => ({ auth });
const signedInAs = (name: string) =>
  as({ user: { ...SAMPLE_PROFILE, email: 'priya@example.in', name }, remember: true });

describe('auth selectors', () => {
  it('a guest: no user, not authenticated, no first name and no addresses', () => {
    const guest = as(initialAuthState);
    expect(selectUser(guest)).toBeNull();
    expect(selectIsAuthenticated(guest)).toBe(false);
    expect(selectFirstName(guest)).toBe('');
    expect(selectSavedAddresses(guest)).toEqual([]);
  });

  it('a signed-in shopper: authenticated, with the first word of the name as first name', () => {
    const state = signedInAs('  Priya   Sharma ');
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectUser(state)?.email).toBe('priya@example.in');
    expect(selectFirstName(state)).toBe('Priya');
    expect(selectFirstName(signedInAs('Arjun\tMehta'))).toBe('Arjun');
    expect(selectFirstName(signedInAs('Meera'))).toBe('Meera');
    expect(selectSavedAddresses(state)).toBe(SAMPLE_PROFILE.addresses);
  });
});
