import type { Dispatch } from '@reduxjs/toolkit';
import { consentChanged, consentChosen } from '@/features/privacy';
import {
  CONSENT_KEY,
  CONSENT_PENDING_ATTRIBUTE,
  readConsent,
  storesOptionalData,
  writeConsent,
} from '@/shared/lib/consent';
import type { StartListening } from '@/shared/lib/effectsMiddleware';
import { forgetOptionalData } from './persistence';

/** The notice's room (kept by the page's head on a first visit) is given back once a choice exists. */
function releaseNoticeRoom(): void {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
}

/**
 * This tab's choice is stored (`consent`), and a withdrawal erases what was kept of the optional
 * data at once (the store has already emptied the fields not allowed: shared/lib/consent.ts).
 */
export function startConsentKept(startListening: StartListening): void {
  startListening({
    actionCreator: consentChosen,
    effect: (action) => {
      writeConsent(action.payload);
      releaseNoticeRoom();
      if (!storesOptionalData(action.payload)) forgetOptionalData();
    },
  });
  startListening({ actionCreator: consentChanged, effect: releaseNoticeRoom });
}

/**
 * Another tab's choice (or the data deleted there, which keeps `consent`) is taken in at once.
 * Returns the unsubscribe.
 */
export function followConsentOfOtherTabs(dispatch: Dispatch): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) dispatch(consentChanged(readConsent()));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
