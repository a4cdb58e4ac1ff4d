/**
 * The shopper's choice about optional data (issue 35, decisions.md third wave): kept in
 * localStorage under `consent`, outside redux-persist, so that it can be read before the app
 * starts (the page's head reads it to keep room for the notice; the store reads it when made).
 *
 * The stored value is `all` or `necessary` (the notice's two buttons); a mixed choice made with the
 * Privacy Centre's switches is the comma-separated list of the kinds allowed (`pincode,mySizes`).
 */
import { getWebStorage } from './webStorage';

/** The optional kinds of data: the `preferences` key's four fields. */
export const OPTIONAL_KINDS = ['recentlyViewed', 'mySizes', 'stockAlerts', 'pincode'] as const;
export type OptionalKind = (typeof OPTIONAL_KINDS)[number];

/** The optional kinds allowed, in OPTIONAL_KINDS order; null: the shopper has not chosen yet. */
export type Consent = readonly OptionalKind[] | null;

export const CONSENT_KEY = 'consent';
/** 'Allow all': every optional kind. */
export const ALL_ALLOWED: readonly OptionalKind[] = [...OPTIONAL_KINDS];
export const NOTHING_OPTIONAL: readonly OptionalKind[] = [];

/**
 * The attribute the page's head puts on <html> while no choice is stored (a first visit): the
 * layout keeps the notice's room from the first paint (no layout shift when it arrives).
 */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';

const isKind = (word: string): word is OptionalKind => (OPTIONAL_KINDS as readonly string[]).includes(word);

/** The stored text as a choice; anything unknown (or nothing) is no choice yet. */
export function parseConsent(stored: string | null): Consent {
  if (stored === 'all') return ALL_ALLOWED;
  if (stored === 'necessary') return NOTHING_OPTIONAL;
  if (!stored) return null;
  const words = stored.split(',');
  if (!words.every(isKind)) return null;
  return OPTIONAL_KINDS.filter((kind) => words.includes(kind));
}

/** A choice as stored: `all`, `necessary`, or the allowed kinds. */
export function serializeConsent(allowed: readonly OptionalKind[]): string {
  const kinds = OPTIONAL_KINDS.filter((kind) => allowed.includes(kind));
  if (kinds.length === OPTIONAL_KINDS.length) return 'all';
  if (kinds.length === 0) return 'necessary';
  return kinds.join(',');
}

/** Whether a kind of optional data may be kept and shown (before a choice, it lives in memory only). */
export function allows(consent: Consent, kind: OptionalKind): boolean {
  return consent === null || consent.includes(kind);
}

/**
 * Whether a kind of optional data is kept on this device: only once the shopper has allowed it.
 * Before any choice nothing optional is kept, so the Privacy Centre's switches start off (issue
 * 35, point 6: every consent starts unticked) and a first switch allows that kind alone.
 */
export function keeps(consent: Consent, kind: OptionalKind): boolean {
  return consent !== null && consent.includes(kind);
}

/** Whether anything optional may be written to storage: only once chosen, and not 'necessary'. */
export function storesOptionalData(consent: Consent): boolean {
  return consent !== null && consent.length > 0;
}

/**
 * The choice stored on this device. A browser that keeps nothing (storage blocked) has nothing
 * to ask about: it counts as 'necessary', so the notice does not show.
 */
export function readConsent(): Consent {
  const storage = getWebStorage('localStorage');
  if (!storage) return NOTHING_OPTIONAL;
  try {
    return parseConsent(storage.getItem(CONSENT_KEY));
  } catch {
    return NOTHING_OPTIONAL;
  }
}

/** Stores the choice; false when the browser refuses (it then lasts as long as the page). */
export function writeConsent(allowed: readonly OptionalKind[]): boolean {
  try {
    getWebStorage('localStorage')?.setItem(CONSENT_KEY, serializeConsent(allowed));
    return true;
  } catch {
    return false;
  }
}
