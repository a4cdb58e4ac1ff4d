import { loggedOut } from '@/features/auth';
import {
  backInStock,
  editionChosen,
  initialPreferencesState,
  mySizeToggled,
  pincodeChecked,
  preferencesSlice,
  productViewed,
  recentlyViewedCleared,
  stockAlertAdded,
  stockAlertRemoved,
  type PreferencesState,
} from './preferencesSlice';
import {
  selectChosenEdition,
  selectMySize,
  selectRecentlyViewedIds,
  selectRememberedPincode,
  selectStockAlerts,
} from './selectors';

const reduce = preferencesSlice.reducer;
const start = (changes: Partial<PreferencesState> = {}): PreferencesState => ({
  ...initialPreferencesState,
  ...changes,
});
const wrap = (preferences: PreferencesState) => ({ preferences });

describe('preferencesSlice', () => {
  it('starts with nothing remembered', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      pincode: null,
      recentlyViewed: [],
      mySizes: {},
      stockAlerts: [],
    });
  });

  it('remembers the pincode last checked', () => {
    const state = reduce(reduce(undefined, pincodeChecked('700016')), pincodeChecked('110001'));
    expect(selectRememberedPincode(wrap(state))).toBe('110001');
  });

  it('forgets everything on logout', () => {
    const full = start({
      pincode: '700016',
      recentlyViewed: [3, 1],
      mySizes: { 'men-tops': 'L' },
      stockAlerts: [{ productId: 1, size: 'XL' }],
    });
    expect(reduce(full, loggedOut())).toEqual(initialPreferencesState);
  });

  it('remembers the edition chosen with the language switch, through logout (the device’s, not the account’s)', () => {
    expect(selectChosenEdition(wrap(start()))).toBeNull();
    const chosen = reduce(start({ pincode: '700016' }), editionChosen('hi'));
    expect(selectChosenEdition(wrap(chosen))).toBe('hi');
    expect(reduce(chosen, loggedOut())).toEqual({ ...initialPreferencesState, edition: 'hi' });
    expect(selectChosenEdition(wrap(reduce(chosen, editionChosen('en'))))).toBe('en');
  });
});

describe('recently viewed', () => {
  it('puts the product viewed first, each once', () => {
    let state = start();
    for (const id of [4, 7, 2, 7]) state = reduce(state, productViewed(id));
    expect(selectRecentlyViewedIds(wrap(state))).toEqual([7, 2, 4]);
  });

  it('keeps the last 9 (8 shown, and 8 others beside the product on its own page)', () => {
    let state = start();
    for (let id = 1; id <= 12; id += 1) state = reduce(state, productViewed(id));
    expect(state.recentlyViewed).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it("empties with 'Clear recently viewed'", () => {
    expect(reduce(start({ recentlyViewed: [1, 2] }), recentlyViewedCleared()).recentlyViewed).toEqual([]);
  });
});

describe('my sizes', () => {
  it('remembers one size per kind of garment, and forgets it when pressed again', () => {
    let state = reduce(start(), mySizeToggled({ kind: 'men-tops', size: 'L' }));
    state = reduce(state, mySizeToggled({ kind: 'kids', size: '4-5Y' }));
    state = reduce(state, mySizeToggled({ kind: 'men-tops', size: 'XL' }));
    expect(selectMySize(wrap(state), 'men-tops')).toBe('XL');
    expect(selectMySize(wrap(state), 'kids')).toBe('4-5Y');
    expect(selectMySize(wrap(state), 'women-tops')).toBeNull();
    expect(selectMySize(wrap(state), null)).toBeNull();
    state = reduce(state, mySizeToggled({ kind: 'men-tops', size: 'XL' }));
    expect(state.mySizes).toEqual({ kids: '4-5Y' });
  });
});

describe('back-in-stock alerts', () => {
  it('keeps each product and size once, in the order asked for', () => {
    let state = reduce(start(), stockAlertAdded({ productId: 1, size: 'XL' }));
    state = reduce(state, stockAlertAdded({ productId: 12, size: 'L' }));
    state = reduce(state, stockAlertAdded({ productId: 1, size: 'XL' }));
    expect(selectStockAlerts(wrap(state))).toEqual([
      { productId: 1, size: 'XL' },
      { productId: 12, size: 'L' },
    ]);
  });

  it('drops an alert when the shopper removes it, or when its size is back in stock', () => {
    const state = start({
      stockAlerts: [
        { productId: 1, size: 'XL' },
        { productId: 1, size: 'L' },
        { productId: 12, size: 'L' },
      ],
    });
    const removed = reduce(state, stockAlertRemoved({ productId: 1, size: 'XL' }));
    expect(removed.stockAlerts).toEqual([
      { productId: 1, size: 'L' },
      { productId: 12, size: 'L' },
    ]);
    const back = reduce(removed, backInStock({ productId: 12, size: 'L', name: 'Oversized Denim Jacket' }));
    expect(back.stockAlerts).toEqual([{ productId: 1, size: 'L' }]);
  });
});
