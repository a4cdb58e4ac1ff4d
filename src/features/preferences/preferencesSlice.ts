import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';

/**
 * What the shopper chose on this browser that is not an account's (decisions.md, second wave): the
 * `preferences` key. Today the delivery pincode; recently viewed, "my sizes" and back-in-stock
 * alerts join it.
 */
export interface PreferencesState {
  /** The pincode last checked for delivery (6 digits, not starting with 0), or null. */
  pincode: string | null;
}

export const initialPreferencesState: PreferencesState = { pincode: null };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {
    /** The shopper checked delivery to a (well-formed) pincode: shown again on every product page and in the cart. */
    pincodeChecked(state, action: PayloadAction<string>) {
      state.pincode = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialPreferencesState);
  },
});

export const { pincodeChecked } = preferencesSlice.actions;
