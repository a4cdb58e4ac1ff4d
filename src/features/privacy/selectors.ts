import { allows, type Consent, type OptionalKind } from '@/shared/lib/consent';
import type { ConsentState } from './consentSlice';

type WithConsent = { consent: ConsentState };

/** The optional kinds allowed, or null before the shopper has chosen. */
export const selectConsent = (state: WithConsent): Consent => state.consent.allowed;

/** Whether the notice asks for a choice (none is stored yet). */
export const selectConsentPending = (state: WithConsent): boolean => state.consent.allowed === null;

/** Whether a kind of optional data may be kept and shown (before a choice: for this page's life). */
export const selectAllows = (state: WithConsent, kind: OptionalKind): boolean =>
  allows(state.consent.allowed, kind);
