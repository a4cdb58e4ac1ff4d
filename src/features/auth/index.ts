export type { User, AuthState } from './authSlice';
export { authSlice, signedIn, signedUp, profileUpdated, loggedOut } from './authSlice';
export * from './selectors';
export { AccountMenu } from './components/AccountMenu';
export type { AccountMenuProps } from './components/AccountMenu';
export { SAMPLE_PROFILE, isSampleProfile } from './sampleProfile';
export { signIn, signUp, requestPasswordReset, type SignInInput, type SignUpInput } from './thunks';
export { returnPathFrom } from './returnTo';
export { LoginForm, type LoginFormProps, type LoginValues } from './components/LoginForm';
export { SignupForm, type SignupFormProps, type SignupValues } from './components/SignupForm';
export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordValues,
} from './components/ForgotPasswordForm';
export { ProfileDetails, type ProfileDetailsProps, type ProfileValues } from './components/ProfileDetails';
export { SignedInNotice } from './components/SignedInNotice';
