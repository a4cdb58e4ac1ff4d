export type { ConsentState } from './consentSlice';
export { consentSlice, consentChosen, consentChanged } from './consentSlice';
export * from './selectors';
export { ConsentRoom } from './components/ConsentRoom';
