export type { PreferencesState } from './preferencesSlice';
export { preferencesSlice, pincodeChecked } from './preferencesSlice';
export * from './selectors';
