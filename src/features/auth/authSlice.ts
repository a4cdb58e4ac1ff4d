import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface User {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
}

export interface AuthState {
  user: User | null;
  /** Remember me: true keeps the `user` key in localStorage, false in sessionStorage. */
  remember: boolean;
}

export const initialAuthState: AuthState = { user: null, remember: true };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: User; remember: boolean }>) {
      state.user = action.payload.user;
      state.remember = action.payload.remember;
    },
    signedUp(state, action: PayloadAction<{ user: User }>) {
      state.user = action.payload.user;
      state.remember = true;
    },
    profileUpdated(state, action: PayloadAction<Omit<User, 'id'>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    loggedOut() {
      return initialAuthState;
    },
  },
});

export const { signedIn, signedUp, profileUpdated, loggedOut } = authSlice.actions;
