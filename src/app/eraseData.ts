import type { UnknownAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';
import { CONSENT_KEY } from '@/shared/lib/consent';
import { getWebStorage } from '@/shared/lib/webStorage';

/**
 * The Privacy Centre's 'Delete my data' (issue 35): everything Rangoli keeps on this device goes,
 * in this tab and in every other open tab, and nothing is written back afterwards. Only the
 * shopper's privacy choice (`consent`) stays: it is what she chose about her data, not her data.
 *
 * Every tab, this one included, runs the same `eraseEverything`: it signs the shopper out
 * (`loggedOut` resets every persisted slice, and redux-persist then removes each key, as a logout
 * does), waits for redux-persist and the cross-tab sync to settle so that no write of the old state
 * is still on its way, then removes every key of both storage areas but `consent`. The other tabs
 * hear of it on a channel of their own (eraseChannel.ts), because a tab of a session-only sign-in
 * keeps its data in its own sessionStorage, which no storage event reaches. The checkout draft, the one writer outside
 * redux-persist, writes only for the shopper signed in (pages/checkout), so a signed-out tab never
 * writes it back.
 *
 * A chunk of its own (`erase-data`), loaded when a tab erases: main.js carries only the channel.
 */
type Area = Pick<Storage, 'length' | 'key' | 'removeItem'>;

export interface EraseTarget {
  dispatch: (action: UnknownAction) => unknown;
  /** Resolves once every write of the store's state so far has reached storage (redux-persist's flush). */
  settle?: () => Promise<unknown>;
  /** Tells persistence that storage now holds none of its keys (its engines' echo guard). */
  forgetStored?: () => void;
  /** The areas to empty (default: this tab's localStorage and sessionStorage). */
  areas?: () => readonly (Area | undefined)[];
  /** The Cache Storage (default: the browser's, when there is one). */
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
}

const browserAreas = () => [getWebStorage('localStorage'), getWebStorage('sessionStorage')];

/** Removes every key of `area` but `consent`; a storage that refuses is left as it is. */
export function emptyArea(area: Area | undefined): void {
  if (!area) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < area.length; index += 1) {
      const key = area.key(index);
      if (key !== null && key !== CONSENT_KEY) keys.push(key);
    }
    for (const key of keys) area.removeItem(key);
  } catch {
    // A privacy mode that refuses storage kept nothing to remove.
  }
}

/**
 * Deletes the service worker's data caches (its runtime caches: `catalogue`, the catalogue's data
 * files, and `category-tiles`, webpack.config.ts), keeping workbox's precache of the shop's own
 * files, without which the shop would not open offline.
 */
export async function deleteDataCaches(
  cacheStorage: EraseTarget['caches'] = typeof caches === 'undefined' ? undefined : caches,
): Promise<void> {
  if (!cacheStorage) return;
  try {
    const names = await cacheStorage.keys();
    await Promise.all(
      names.filter((name) => !name.includes('precache')).map((name) => cacheStorage.delete(name)),
    );
  } catch {
    // Cache Storage refused (a private window): there is nothing of ours in it.
  }
}

/** This tab's part of the erasure (see above). Resolves once storage holds nothing but `consent`. */
export async function eraseEverything({
  dispatch,
  settle,
  forgetStored,
  areas = browserAreas,
  caches: cacheStorage,
}: EraseTarget): Promise<void> {
  dispatch(loggedOut());
  await settle?.();
  for (const area of areas()) emptyArea(area);
  forgetStored?.();
  await deleteDataCaches(cacheStorage);
}
