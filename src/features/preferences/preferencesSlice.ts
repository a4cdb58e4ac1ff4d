import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';
import { consentChanged, consentChosen } from '@/features/privacy';
import { withConsent } from './consent';
import { RECENTLY_VIEWED_KEPT, type SizeKind } from '@/shared/lib/sizeKinds';

/** A shopper's wish to hear when a sold-out size of a product is back (issue 19). */
export interface StockAlert {
  productId: number;
  size: string;
}

/**
 * What the shopper chose on this browser that is not an account's (decisions.md, second wave): the
 * `preferences` key. The delivery pincode, recently viewed products, "my sizes" and back-in-stock
 * alerts. Cleared on logout, like the other keys.
 */
export interface PreferencesState {
  /** The pincode last checked for delivery (6 digits, not starting with 0), or null. */
  pincode: string | null;
  /** Product ids viewed, most recent first, each once, at most RECENTLY_VIEWED_KEPT. */
  recentlyViewed: number[];
  /** "My sizes": the size saved from the size guide, one per kind of garment. */
  mySizes: Partial<Record<SizeKind, string>>;
  /** Back-in-stock alerts, in the order they were asked for, each product and size once. */
  stockAlerts: StockAlert[];
  /**
   * The edition the shopper chose with the language switch (issue 36), absent until she has: an
   * English page offers the Hindi edition to a shopper who chose it, with a link, never a redirect.
   */
  edition?: 'en' | 'hi';
}

export const initialPreferencesState: PreferencesState = {
  pincode: null,
  recentlyViewed: [],
  mySizes: {},
  stockAlerts: [],
};

const sameAlert = (a: StockAlert, b: StockAlert) => a.productId === b.productId && a.size === b.size;

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {
    /** The shopper checked delivery to a (well-formed) pincode: shown again on every product page and in the cart. */
    pincodeChecked(state, action: PayloadAction<string>) {
      state.pincode = action.payload;
    },
    /** A product page was opened: the product goes first in Recently viewed. */
    productViewed(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.recentlyViewed = [id, ...state.recentlyViewed.filter((other) => other !== id)].slice(
        0,
        RECENTLY_VIEWED_KEPT,
      );
    },
    /** 'Clear recently viewed'. */
    recentlyViewedCleared(state) {
      state.recentlyViewed = [];
    },
    /** 'Save {size} as my size' in the size guide; pressed again on the saved size, it forgets it. */
    mySizeToggled(state, action: PayloadAction<{ kind: SizeKind; size: string }>) {
      const { kind, size } = action.payload;
      if (state.mySizes[kind] === size) delete state.mySizes[kind];
      else state.mySizes[kind] = size;
    },
    /** The language switch was followed to this edition (the page that follows is in it). */
    editionChosen(state, action: PayloadAction<'en' | 'hi'>) {
      state.edition = action.payload;
    },
    /** 'Notify me when {size} is back'. */
    stockAlertAdded(state, action: PayloadAction<StockAlert>) {
      if (!state.stockAlerts.some((alert) => sameAlert(alert, action.payload)))
        state.stockAlerts.push({ productId: action.payload.productId, size: action.payload.size });
    },
    /** 'Remove' on the profile's Back-in-stock alerts. */
    stockAlertRemoved(state, action: PayloadAction<StockAlert>) {
      state.stockAlerts = state.stockAlerts.filter((alert) => !sameAlert(alert, action.payload));
    },
    /**
     * A new catalogue has the size in stock again (backInStock.ts): the alert has done its job and
     * goes; the message says '{name} in {size} is back in stock' with 'View'.
     */
    backInStock(state, action: PayloadAction<StockAlert & { name: string }>) {
      state.stockAlerts = state.stockAlerts.filter((alert) => !sameAlert(alert, action.payload));
    },
  },
  extraReducers: (builder) => {
    // The language is the device's, not the account's: it stays after logout.
    builder.addCase(loggedOut, (state) =>
      state.edition ? { ...initialPreferencesState, edition: state.edition } : initialPreferencesState,
    );
    // A choice (here or in another tab) drops what it does not allow, and hands redux-persist the
    // rest afresh: what this page held in memory before the choice is written now, if allowed.
    builder.addMatcher(
      (action) => consentChosen.match(action) || consentChanged.match(action),
      (state, action) =>
        withConsent(
          // Fresh fields: redux-persist writes a key again only when a field of it is a new value.
          {
            ...state,
            recentlyViewed: [...state.recentlyViewed],
            mySizes: { ...state.mySizes },
            stockAlerts: [...state.stockAlerts],
          },
          (action as ReturnType<typeof consentChanged>).payload,
        ),
    );
  },
});

export const {
  pincodeChecked,
  productViewed,
  recentlyViewedCleared,
  mySizeToggled,
  stockAlertAdded,
  stockAlertRemoved,
  backInStock,
  editionChosen,
} = preferencesSlice.actions;
