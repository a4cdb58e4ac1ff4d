export type { User, AuthState, SavedAddress, AddressLabel } from './authSlice';
export {
  authSlice,
  signedIn,
  profileUpdated,
  addressSaved,
  addressRemoved,
  addressRestored,
  defaultAddressChosen,
  loggedOut,
} from './authSlice';
export { removeAddress } from './removeAddress';
export * from './selectors';
export { AccountMenu } from './components/AccountMenu';
export { SAMPLE_PROFILE } from './sampleProfile';
export { signIn, signUp, requestPasswordReset } from './thunks';
export { returnPathFrom } from './returnTo';
export { LoginForm, type LoginValues } from './components/LoginForm';
export { SignupForm, type SignupValues } from './components/SignupForm';
export { ForgotPasswordForm } from './components/ForgotPasswordForm';
export { ProfileDetails, type ProfileValues } from './components/ProfileDetails';
export { SignedInNotice } from './components/SignedInNotice';
