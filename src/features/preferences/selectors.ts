import type { SizeKind } from '@/shared/lib/sizeKinds';
import type { PreferencesState } from './preferencesSlice';

type WithPreferences = { preferences: PreferencesState };

/** The pincode the shopper last checked delivery to, or null. */
export const selectRememberedPincode = (state: WithPreferences) => state.preferences.pincode;

/** Product ids viewed, most recent first. */
export const selectRecentlyViewedIds = (state: WithPreferences) => state.preferences.recentlyViewed;

/** The size saved for a kind of garment, or null. */
export const selectMySize = (state: WithPreferences, kind: SizeKind | null): string | null =>
  (kind && state.preferences.mySizes[kind]) ?? null;

/** Every back-in-stock alert, in the order asked for. */
export const selectStockAlerts = (state: WithPreferences) => state.preferences.stockAlerts;

/** The edition the shopper chose with the language switch, or null before she has (issue 36). */
export const selectChosenEdition = (state: WithPreferences) => state.preferences.edition ?? null;
