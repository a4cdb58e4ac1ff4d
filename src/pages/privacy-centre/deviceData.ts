import type { AuthState } from '@/features/auth';
import type { CartState } from '@/features/cart';
import type { OrdersState } from '@/features/orders';
import type { PreferencesState } from '@/features/preferences';
import type { ConsentState } from '@/features/privacy';
import type { ReviewsState } from '@/features/reviews';
import type { WishlistState } from '@/features/wishlist';
import { t, word, type WordKey } from '@/shared/i18n';
import { CONSENT_KEY, keeps, OPTIONAL_KINDS, type Consent, type OptionalKind } from '@/shared/lib/consent';
import { DRAFT_KEY, SESSION_ID, SESSION_OPEN } from '@/shared/lib/storageKeys';
import { getWebStorage } from '@/shared/lib/webStorage';

/**
 * What the Privacy Centre's table says this device holds (issue 35): a row per kind of data, in
 * words, how much (from the store's state: what the shop holds is what it shows) and its size in
 * this browser's storage (from storage itself: what is really written there). Its words are made
 * when the page renders, in the page's edition.
 */

/** The names of the optional kinds, as the switches and the table give them (in English: t() them). */
export const OPTIONAL_NAMES: Record<OptionalKind, WordKey> = {
  recentlyViewed: word('Recently viewed'),
  mySizes: word('My sizes'),
  stockAlerts: word('Back-in-stock alerts'),
  pincode: word('Delivery pincode'),
};

/** A session-only sign-in's marks (shared/lib/storageKeys.ts), counted with the account. */
export const SESSION_KEYS = [SESSION_OPEN, SESSION_ID] as const;

export interface DeviceState {
  auth: AuthState;
  cart: CartState;
  wishlist: WishlistState;
  orders: OrdersState;
  reviews: ReviewsState;
  preferences: PreferencesState;
  consent: ConsentState;
}

/** What storage holds, key by key: the values of both areas (a key may be in either). */
export type StoredValues = (key: string) => readonly string[];

export interface StoredDataRow {
  /** 'Cart', 'Recently viewed': the row's header. */
  name: string;
  /** '3 items', '2 orders, 1 complaint', 'None'. */
  amount: string;
  /** Its size in this browser's storage, in bytes (UTF-8). */
  bytes: number;
}

/** The bytes of a text in UTF-8. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A count with its noun, singular for exactly 1: '1 item', '3 items' (Hindi: '3 आइटम'). */
const counted = (count: number, one: WordKey, many: WordKey) => t(count === 1 ? one : many, { count });

/** '0 bytes', '1 byte', '812 bytes', '3.4 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return counted(bytes, '{count} byte', '{count} bytes');
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** What storage holds of `keys`, all areas together. */
const bytesOf = (stored: StoredValues, ...keys: readonly string[]) =>
  keys.reduce((sum, key) => sum + stored(key).reduce((inner, value) => inner + utf8Bytes(value), 0), 0);

/** One field of the `preferences` key as written (redux-persist keeps each field its own JSON string). */
function preferenceBytes(stored: StoredValues, field: OptionalKind): number {
  return stored('preferences').reduce((sum, value) => {
    try {
      const fields = JSON.parse(value) as Record<string, unknown>;
      const raw = fields[field];
      return sum + (typeof raw === 'string' ? utf8Bytes(raw) : 0);
    } catch {
      return sum;
    }
  }, 0);
}

const amountOf = (parts: readonly [count: number, one: WordKey, many: WordKey][]) => {
  const said = parts.filter(([count]) => count > 0).map(([count, one, many]) => counted(count, one, many));
  return said.length > 0 ? said.join(', ') : t('None');
};

function optionalAmount(state: DeviceState, kind: OptionalKind): string {
  if (!keeps(state.consent.allowed, kind)) return t('Not kept');
  const { preferences } = state;
  switch (kind) {
    case 'recentlyViewed':
      return amountOf([[preferences.recentlyViewed.length, '{count} product', '{count} products']]);
    case 'mySizes':
      return amountOf([[Object.keys(preferences.mySizes).length, '{count} size', '{count} sizes']]);
    case 'stockAlerts':
      return amountOf([[preferences.stockAlerts.length, '{count} alert', '{count} alerts']]);
    case 'pincode':
      return preferences.pincode ?? t('None');
  }
}

/** The privacy choice in words. */
export function consentInWords(consent: Consent): string {
  if (consent === null) return t('Not chosen yet');
  if (consent.length === OPTIONAL_KINDS.length) return t('All optional data allowed');
  if (consent.length === 0) return t('Only what is needed');
  return t('Allowed: {kinds}', { kinds: consent.map((kind) => t(OPTIONAL_NAMES[kind])).join(', ') });
}

/** The table's rows, in the order the shopper meets the data. */
export function storedDataRows(state: DeviceState, stored: StoredValues): StoredDataRow[] {
  const { auth, cart, wishlist, orders, reviews } = state;
  const user = auth.user;
  const addresses = user?.addresses?.length ?? 0;
  return [
    {
      name: t('Account'),
      amount: user
        ? [
            user.name,
            ...(addresses > 0
              ? [counted(addresses, '{count} saved address', '{count} saved addresses')]
              : []),
          ].join(', ')
        : t('None'),
      bytes: bytesOf(stored, 'user', ...SESSION_KEYS),
    },
    {
      name: t('Cart'),
      amount: amountOf([
        [cart.lines.reduce((sum, line) => sum + line.quantity, 0), '{count} item', '{count} items'],
      ]),
      bytes: bytesOf(stored, 'cart'),
    },
    {
      name: t('Wishlist'),
      amount: amountOf([[wishlist.ids.length, '{count} item', '{count} items']]),
      bytes: bytesOf(stored, 'wishlist'),
    },
    {
      name: t('Orders and complaints'),
      amount: amountOf([
        [orders.list.length, '{count} order', '{count} orders'],
        [orders.complaints?.length ?? 0, '{count} complaint', '{count} complaints'],
        // The sample orders are the shop's, not stored: what the shopper did to them is.
        [Object.keys(orders.changes).length, '{count} change to an order', '{count} changes to orders'],
      ]),
      bytes: bytesOf(stored, 'orders'),
    },
    {
      name: t('Reviews'),
      amount: amountOf([
        [reviews.own.length, '{count} review', '{count} reviews'],
        [reviews.helpful.length, '{count} marked helpful', '{count} marked helpful'],
      ]),
      bytes: bytesOf(stored, 'reviews'),
    },
    ...OPTIONAL_KINDS.map((kind) => ({
      name: t(OPTIONAL_NAMES[kind]),
      amount: optionalAmount(state, kind),
      bytes: preferenceBytes(stored, kind),
    })),
    {
      name: t('Checkout in progress'),
      amount: stored(DRAFT_KEY).length > 0 ? t('What you typed at checkout, in this tab') : t('None'),
      bytes: bytesOf(stored, DRAFT_KEY),
    },
    {
      name: t('Your privacy choice'),
      amount: consentInWords(state.consent.allowed),
      bytes: bytesOf(stored, CONSENT_KEY),
    },
  ];
}

type Area = Pick<Storage, 'getItem'> | undefined;

/** What this browser's two areas hold under a key; a storage that refuses holds nothing. */
export function storedIn(areas: readonly Area[]): StoredValues {
  return (key) =>
    areas.flatMap((area) => {
      try {
        const value = area?.getItem(key);
        return value === null || value === undefined ? [] : [value];
      } catch {
        return [];
      }
    });
}

/** This browser's localStorage and this tab's sessionStorage (undefined where storage is refused). */
export function browserAreas(): [Storage | undefined, Storage | undefined] {
  return [getWebStorage('localStorage'), getWebStorage('sessionStorage')];
}
