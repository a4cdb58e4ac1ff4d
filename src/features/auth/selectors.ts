import type { AuthState } from './authSlice';

type WithAuth = { auth: AuthState };

export const selectUser = (state: WithAuth) => state.auth.user;
export const selectIsAuthenticated = (state: WithAuth) => state.auth.user !== null;
export const selectFirstName = (state: WithAuth) => state.auth.user?.name.trim().split(/\s+/)[0] ?? '';

const NO_ADDRESSES: readonly never[] = [];

/** The address book, in the order saved (empty for a guest or a shopper without addresses). */
export const selectSavedAddresses = (state: WithAuth) => state.auth.user?.addresses ?? NO_ADDRESSES;
/** The default address's id (null without addresses). */
export const selectDefaultAddressId = (state: WithAuth) => state.auth.user?.defaultAddressId ?? null;
