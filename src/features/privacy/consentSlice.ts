import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ALL_ALLOWED, type Consent, type OptionalKind } from '@/shared/lib/consent';

/**
 * The shopper's choice about optional data (shared/lib/consent.ts), in the store so that the
 * notice, the Privacy Centre and the pages that show optional data follow it. Not persisted by
 * redux-persist: the store is made with the stored choice (`consent` in localStorage), and the
 * listeners (consentEffects.ts) store this tab's choices and take in the other tabs'.
 */
export interface ConsentState {
  allowed: Consent;
}

/** Tests and stories start as a shopper who allowed everything (no notice); the app reads storage. */
export const initialConsentState: ConsentState = { allowed: ALL_ALLOWED };

export const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsentState,
  reducers: {
    /** This tab's choice: the notice's buttons, or a Privacy Centre switch. Stored by the listener. */
    consentChosen(state, action: PayloadAction<readonly OptionalKind[]>) {
      state.allowed = [...action.payload];
    },
    /** Another tab stored a choice (or removed it): taken in, not stored again. */
    consentChanged(state, action: PayloadAction<Consent>) {
      state.allowed = action.payload === null ? null : [...action.payload];
    },
  },
});

export const { consentChosen, consentChanged } = consentSlice.actions;
