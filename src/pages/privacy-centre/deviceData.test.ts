import { SAMPLE_PROFILE } from '@/features/auth';
import { initialPreferencesState } from '@/features/preferences';
import {
  consentInWords,
  formatBytes,
  storedDataRows,
  storedIn,
  utf8Bytes,
  type DeviceState,
  type StoredValues,
} from './deviceData';

const EMPTY: DeviceState = {
  auth: { user: null, remember: true },
  cart: { lines: [] },
  wishlist: { ids: [], savedPrices: {} },
  orders: { list: [], changes: {} },
  reviews: { own: [], helpful: [] },
  preferences: initialPreferencesState,
  consent: { allowed: ['recentlyViewed', 'mySizes', 'stockAlerts', 'pincode'] },
};

const nothingStored: StoredValues = () => [];
const table = (state: DeviceState, stored = nothingStored) =>
  Object.fromEntries(storedDataRows(state, stored).map((row) => [row.name, [row.amount, row.bytes]]));

describe('storedDataRows', () => {
  it('has a row per kind of data, each None on an empty device', () => {
    expect(table(EMPTY)).toEqual({
      Account: ['None', 0],
      Cart: ['None', 0],
      Wishlist: ['None', 0],
      'Orders and complaints': ['None', 0],
      Reviews: ['None', 0],
      'Recently viewed': ['None', 0],
      'My sizes': ['None', 0],
      'Back-in-stock alerts': ['None', 0],
      'Delivery pincode': ['None', 0],
      'Checkout in progress': ['None', 0],
      'Your privacy choice': ['All optional data allowed', 0],
    });
  });

  it('says how much of each the store holds, in words', () => {
    const rows = table({
      ...EMPTY,
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
      cart: {
        lines: [
          { id: 4, size: 'S', quantity: 2 },
          { id: 7, size: 'M', quantity: 1 },
        ],
      },
      wishlist: { ids: [1], savedPrices: {} },
      orders: {
        changes: {},
        list: [{ id: 'ORD-1' }, { id: 'ORD-2' }] as never,
        complaints: [{ id: 'CMP-1001' }] as never,
      },
      reviews: { own: [{ id: 'r1' }] as never, helpful: ['a', 'b'] },
      preferences: {
        pincode: '700016',
        recentlyViewed: [1, 2, 3],
        mySizes: { 'women-tops': 'M' },
        stockAlerts: [{ productId: 1, size: 'S' }],
      },
    });
    expect(rows.Account?.[0]).toBe('Priya Sharma, 1 saved address');
    expect(rows.Cart?.[0]).toBe('3 items');
    expect(rows.Wishlist?.[0]).toBe('1 item');
    expect(rows['Orders and complaints']?.[0]).toBe('2 orders, 1 complaint');
    expect(rows.Reviews?.[0]).toBe('1 review, 2 marked helpful');
    expect(rows['Recently viewed']?.[0]).toBe('3 products');
    expect(rows['My sizes']?.[0]).toBe('1 size');
    expect(rows['Back-in-stock alerts']?.[0]).toBe('1 alert');
    expect(rows['Delivery pincode']?.[0]).toBe('700016');
  });

  it('says an optional kind switched off is not kept', () => {
    const rows = table({ ...EMPTY, consent: { allowed: ['pincode'] } });
    expect(rows['Recently viewed']?.[0]).toBe('Not kept');
    expect(rows['Delivery pincode']?.[0]).toBe('None');
    expect(rows['Your privacy choice']?.[0]).toBe('Allowed: Delivery pincode');
  });

  it("measures each key in storage, both areas, and each optional kind's own field", () => {
    localStorage.setItem('cart', 'x'.repeat(120));
    sessionStorage.setItem('cart', 'y'.repeat(5));
    localStorage.setItem('user', 'u'.repeat(10));
    localStorage.setItem('rangoli-session-open', '1');
    localStorage.setItem('consent', 'all');
    sessionStorage.setItem('rangoli-checkout-draft', '{"step":"payment"}');
    localStorage.setItem('preferences', JSON.stringify({ recentlyViewed: '[1,2]', pincode: 'null' }));
    try {
      const rows = table(EMPTY, storedIn([localStorage, sessionStorage]));
      expect(rows.Cart?.[1]).toBe(125);
      expect(rows.Account?.[1]).toBe(11);
      expect(rows['Recently viewed']?.[1]).toBe(5);
      expect(rows['Delivery pincode']?.[1]).toBe(4);
      expect(rows['My sizes']?.[1]).toBe(0);
      expect(rows['Your privacy choice']?.[1]).toBe(3);
      expect(rows['Checkout in progress']).toEqual(['What you typed at checkout, in this tab', 18]);
    } finally {
      localStorage.clear();
      sessionStorage.clear();
    }
  });
});

describe('storedIn', () => {
  it('reads nothing from a storage that is missing or refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedIn([undefined, refusing])('cart')).toEqual([]);
  });
});

describe('consentInWords', () => {
  it.each([
    [null, 'Not chosen yet'],
    [[], 'Only what is needed'],
    [['recentlyViewed', 'mySizes', 'stockAlerts', 'pincode'], 'All optional data allowed'],
    [['mySizes', 'pincode'], 'Allowed: My sizes, Delivery pincode'],
  ] as const)('%p: %s', (consent, words) => expect(consentInWords(consent)).toBe(words));
});

describe('sizes', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('₹')).toBe(3);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('😀')).toBe(4);
  });

  it('says bytes below a KB, then KB to one decimal', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(3482)).toBe('3.4 KB');
  });
});
