import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How a saved address is named in the address book. */
export type AddressLabel = 'Home' | 'Work' | 'Other';

/** An address of the shopper's address book: the checkout's shipping fields but the email. */
export interface SavedAddress {
  id: string;
  label: AddressLabel;
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export interface User {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The address book, in the order saved (none: empty or missing). */
  addresses?: SavedAddress[];
  /** The default address's id: one of `addresses` whenever there are any. */
  defaultAddressId?: string;
}

export interface AuthState {
  user: User | null;
  /** Remember me: true keeps the `user` key in localStorage, false in sessionStorage. */
  remember: boolean;
}

export const initialAuthState: AuthState = { user: null, remember: true };

/** What a removal of an address carries: enough for Undo to put it back as it was. */
export interface RemovedAddress {
  address: SavedAddress;
  /** Its place in the book. */
  index: number;
  /** Whether it was the default. */
  wasDefault: boolean;
}

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
    profileUpdated(state, action: PayloadAction<Omit<User, 'id' | 'addresses' | 'defaultAddressId'>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    /** A new address (a new id) joins the book, the first one as the default; a known id is replaced. */
    addressSaved({ user }, { payload }: PayloadAction<SavedAddress>) {
      if (!user) return;
      const list = (user.addresses ??= []);
      const at = list.findIndex((a) => a.id === payload.id);
      list.splice(at < 0 ? list.length : at, 1, payload);
      user.defaultAddressId ??= payload.id;
    },
    /** Removing the default makes the next one (or else the first) the default (see removeAddress). */
    addressRemoved({ user }, { payload }: PayloadAction<RemovedAddress>) {
      const id = payload.address.id;
      const list = user?.addresses ?? [];
      const at = list.findIndex((a) => a.id === id);
      if (!user || at < 0) return;
      list.splice(at, 1);
      if (user.defaultAddressId === id) user.defaultAddressId = (list[at] ?? list[0])?.id;
    },
    /**
     * Undo of a removal: the address goes back to its place, and is the default again if it was.
     * Nothing when it is back already (saved again meanwhile).
     */
    addressRestored({ user }, { payload }: PayloadAction<RemovedAddress>) {
      if (!user) return;
      const list = (user.addresses ??= []);
      if (list.some((a) => a.id === payload.address.id)) return;
      list.splice(Math.min(Math.max(0, payload.index), list.length), 0, payload.address);
      if (payload.wasDefault || user.defaultAddressId === undefined)
        user.defaultAddressId = payload.address.id;
    },
    defaultAddressChosen({ user }, { payload: id }: PayloadAction<string>) {
      if (user?.addresses?.some((a) => a.id === id)) user.defaultAddressId = id;
    },
    loggedOut() {
      return initialAuthState;
    },
  },
});

export const {
  signedIn,
  signedUp,
  profileUpdated,
  addressSaved,
  addressRemoved,
  addressRestored,
  defaultAddressChosen,
  loggedOut,
} = authSlice.actions;
