import type { PreferencesState } from './preferencesSlice';

type WithPreferences = { preferences: PreferencesState };

/** The pincode the shopper last checked delivery to, or null. */
export const selectRememberedPincode = (state: WithPreferences) => state.preferences.pincode;
