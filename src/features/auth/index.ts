export type { User, AuthState } from './authSlice';
export { authSlice, signedIn, signedUp, profileUpdated, loggedOut } from './authSlice';
export * from './selectors';
export { AccountMenu } from './components/AccountMenu';
export { SAMPLE_PROFILE, isSampleProfile } from './sampleProfile';
