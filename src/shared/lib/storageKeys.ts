/**
 * The names of the keys the shop writes outside redux-persist's own (app/persistence/format.ts,
 * PERSISTED) and the consent's (shared/lib/consent.ts, CONSENT_KEY), each named once: the modules
 * that write them, and the Privacy Centre's table of what this device holds, which pages may not
 * take from app/.
 */

/**
 * Remember me off across tabs (app/persistence/sessionShare.ts): in localStorage while a
 * session-only tab may be open (no personal data), and a session's id in its tabs' sessionStorage.
 */
export const SESSION_OPEN = 'rangoli-session-open';
export const SESSION_ID = 'rangoli-session-id';

/** The checkout as the shopper left it, in this tab's sessionStorage (pages/checkout/checkoutDraft.ts). */
export const DRAFT_KEY = 'rangoli-checkout-draft';
