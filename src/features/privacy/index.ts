export type { ConsentState } from './consentSlice';
export { consentSlice, consentChosen, consentChanged, initialConsentState } from './consentSlice';
export * from './selectors';
export { ConsentRoom, CONSENT_ROOM } from './components/ConsentRoom';
