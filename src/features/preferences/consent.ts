import { allows, type Consent } from '@/shared/lib/consent';

/** The preferences' optional fields (PreferencesState's, named here: the slice imports this module). */
interface OptionalFields {
  pincode: string | null;
  recentlyViewed: readonly number[];
  mySizes: Readonly<Record<string, string | undefined>>;
  stockAlerts: readonly unknown[];
}

/**
 * The preferences without what the shopper did not allow (decisions.md: under 'Only what is
 * needed' the optional data is neither kept nor shown). The same object when nothing changes.
 */
export function withConsent<S extends OptionalFields>(preferences: S, consent: Consent): S {
  const clear: Partial<OptionalFields> = {};
  if (!allows(consent, 'recentlyViewed') && preferences.recentlyViewed.length > 0) clear.recentlyViewed = [];
  if (!allows(consent, 'mySizes') && Object.keys(preferences.mySizes).length > 0) clear.mySizes = {};
  if (!allows(consent, 'stockAlerts') && preferences.stockAlerts.length > 0) clear.stockAlerts = [];
  if (!allows(consent, 'pincode') && preferences.pincode !== null) clear.pincode = null;
  return Object.keys(clear).length === 0 ? preferences : { ...preferences, ...clear };
}
