import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { TIMERS } from '@/shared/lib/constants';
import { signedIn, signedUp, type AuthState, type User } from './authSlice';
import { SAMPLE_PROFILE } from './sampleProfile';
import { delay } from '@/shared/lib/delay';

/** Resolves true when the shopper was signed in; false when the wait was aborted (nothing dispatched). */
type AuthThunk = ThunkAction<Promise<boolean>, { auth: AuthState }, unknown, UnknownAction>;

export interface SignInInput {
  email: string;
  /** Remember me: false keeps the `user` key in sessionStorage. */
  remember: boolean;
}

/**
 * Sign in (simulated): after TIMERS.signIn, the fixed sample profile with the typed email.
 * The password is checked by the form and never reaches this thunk, the store or storage.
 * Abort `signal` when the page goes away: no sign-in happens afterwards.
 */
export const signIn =
  ({ email, remember }: SignInInput, signal?: AbortSignal): AuthThunk =>
  async (dispatch) => {
    if (!(await delay(TIMERS.signIn, signal))) return false;
    dispatch(signedIn({ user: { ...SAMPLE_PROFILE, email: email.trim() }, remember }));
    return true;
  };

export type SignUpInput = Pick<User, 'name' | 'email' | 'phone'>;

/** Sign up (simulated): after TIMERS.signUp, a new user from the typed name, email and phone. */
export const signUp =
  ({ name, email, phone }: SignUpInput, signal?: AbortSignal): AuthThunk =>
  async (dispatch) => {
    if (!(await delay(TIMERS.signUp, signal))) return false;
    const user: User = {
      id: `user-${Date.now()}`,
      name: name.trim(),
      email: email.trim(),
      phone: phone.trim(),
      address: '',
    };
    dispatch(signedUp({ user }));
    return true;
  };

/**
 * Forgot password (simulated): waits TIMERS.forgotPassword. Nothing is stored and the answer is the
 * same whether or not an account exists. Resolves false when aborted.
 */
export const requestPasswordReset = (_email: string, signal?: AbortSignal): Promise<boolean> =>
  delay(TIMERS.forgotPassword, signal);
