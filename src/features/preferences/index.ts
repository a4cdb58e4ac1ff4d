export type { PreferencesState } from './preferencesSlice';
export {
  preferencesSlice,
  initialPreferencesState,
  pincodeChecked,
  productViewed,
  recentlyViewedCleared,
  mySizeToggled,
  stockAlertAdded,
  stockAlertRemoved,
  backInStock,
  editionChosen,
} from './preferencesSlice';
export * from './selectors';
export { EMPTY_OPTIONAL_FIELDS, withConsent } from './consent';
