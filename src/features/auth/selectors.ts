import type { AuthState } from './authSlice';

type WithAuth = { auth: AuthState };

export const selectUser = (state: WithAuth) => state.auth.user;
export const selectIsAuthenticated = (state: WithAuth) => state.auth.user !== null;
export const selectFirstName = (state: WithAuth) => state.auth.user?.name.trim().split(/\s+/)[0] ?? '';
