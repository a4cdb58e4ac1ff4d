import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { addressRemoved, type AuthState } from './authSlice';

/**
 * Remove on an address card: the removal event carries the address, its place and whether it was
 * the default, so that its message's Undo puts it back as it was (app/messageEffects.ts). Nothing
 * when the shopper has no such address.
 */
export const removeAddress =
  (id: string): ThunkAction<void, { auth: AuthState }, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const user = getState().auth.user;
    const list = user?.addresses ?? [];
    const index = list.findIndex((a) => a.id === id);
    const address = list[index];
    if (!user || !address) return;
    dispatch(addressRemoved({ address, index, wasDefault: user.defaultAddressId === id }));
  };
