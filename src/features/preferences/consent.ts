import { allows, OPTIONAL_KINDS, type Consent } from '@/shared/lib/consent';

/** The preferences' optional fields (PreferencesState's, named here: the slice imports this module). */
interface OptionalFields {
  pincode: string | null;
  recentlyViewed: readonly number[];
  mySizes: Readonly<Record<string, string | undefined>>;
  stockAlerts: readonly unknown[];
}

/**
 * Each optional field's empty value: what a field holds when the shopper did not allow its kind,
 * in the store (withConsent) and in storage (app/persistence configs.ts, `optionalFieldsKept`).
 */
export const EMPTY_OPTIONAL_FIELDS: Readonly<OptionalFields> = {
  recentlyViewed: [],
  mySizes: {},
  stockAlerts: [],
  pincode: null,
};

/** A field that holds nothing: null, an empty list, an object without keys. */
function holdsNothing(value: unknown): boolean {
  if (value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * The preferences without what the shopper did not allow (decisions.md: under 'Only what is
 * needed' the optional data is neither kept nor shown). The same object when nothing changes.
 */
export function withConsent<S extends OptionalFields>(preferences: S, consent: Consent): S {
  const cleared = OPTIONAL_KINDS.filter((kind) => !allows(consent, kind) && !holdsNothing(preferences[kind]));
  if (cleared.length === 0) return preferences;
  return {
    ...preferences,
    ...Object.fromEntries(cleared.map((kind) => [kind, EMPTY_OPTIONAL_FIELDS[kind]])),
  };
}
