import type { PersistConfig, PersistedState, Transform } from 'redux-persist';
import {
  ALL_ALLOWED,
  allows,
  OPTIONAL_KINDS,
  storesOptionalData,
  type Consent,
  type OptionalKind,
} from '@/shared/lib/consent';
import { SESSION_ID, SESSION_OPEN } from '@/shared/lib/storageKeys';
import { getWebStorage, type StorageKind } from '@/shared/lib/webStorage';
import type { CatalogLookup } from '@/features/catalog/persist';
import { EMPTY_OPTIONAL_FIELDS } from '@/features/preferences';
import { loadOnce } from '../boot';
import { createPersistStorage, safeGet, safeRemove, safeSet, type PersistStorage } from './storage';
import type * as PersistSchemasModule from './schemas';
import type { SessionShare } from './sessionShare';
import {
  persistVersion,
  PERSISTED,
  PERSISTED_KEYS,
  holdsInitialState,
  parseStoredFields,
  serializeState,
  type PersistKey,
  type PersistedStates,
} from './format';

/**
 * redux-persist writes exactly the keys of PERSISTED (format.ts), no prefix: user, cart, wishlist,
 * orders, preferences. Each field of a slice is its own JSON string inside the stored object (redux-persist's
 * format), plus `_persist`.
 *
 * Reading back is defensive (see schemas.ts): our own `getStoredState` tolerates damaged
 * fields instead of rejecting the whole key, and `migrate` takes any known version to the current
 * one and validates it with the zod schemas. Whatever cannot be used starts empty, silently.
 *
 * The schemas (and zod) are loaded lazily, once, in their own chunk: only when a key has stored
 * data to check, or another tab writes one (crossTabSync.ts). A first visit never loads them.
 */

/** The module of stored shapes (schemas.ts), once loaded. */
export type PersistSchemas = typeof PersistSchemasModule;

/**
 * The stored shapes (schemas.ts), loaded on first use and kept (one request per page).
 * A failed load (network) is not kept: the next call tries again.
 */
export const loadPersistSchemas = loadOnce(
  (): Promise<PersistSchemas> => import(/* webpackChunkName: "persist-schemas" */ './schemas'),
);

/** The schemas if they have been loaded already, else undefined (nothing stored has needed them yet). */
export const persistSchemasIfLoaded = loadPersistSchemas.loaded;

/**
 * The canonical form the engines compare writes with (echo guard). Until the schemas are loaded,
 * nothing this tab knows to be stored needs comparing (nothing was stored, or it is still being
 * read): undefined makes the engine compare the plain text, which never matches "nothing stored",
 * so the write simply happens. Whatever is assumed stored from then on is assumed after loading.
 */
function canonicalFor(key: PersistKey) {
  return (value: string) => {
    const schemas = persistSchemasIfLoaded();
    return schemas && readOver ? schemas.storedShapes(readOver).canonicalStored(key, value) : undefined;
  };
}

/**
 * The catalogue this tab's stored data is read over: the store's product source, which the store
 * hands persistence when it is made (`withPersistence`, then `persistConfigsFor`). The engines'
 * echo guard needs it too: a stored wishlist's canonical form holds today's prices.
 */
let readOver: CatalogLookup | undefined;
/**
 * Where this tab keeps the shopper's data (every key but `user`: cart, wishlist, orders, preferences): in
 * sessionStorage while a session-only sign-in (Remember me off) lasts, so that closing the browser
 * leaves nothing behind for the next person on the computer; otherwise in localStorage. Read from
 * storage when the app starts (a session-only sign-in keeps its user in sessionStorage), then
 * followed from the `user` key's writes.
 */
let shopperArea: StorageKind = 'localStorage';

/** The area the shopper's data lives in now. */
export function shopperStorage(): StorageKind {
  return shopperArea;
}

/** Reads the area from storage: the app's start (and each test's store) calls it. */
export function detectShopperStorage(): void {
  shopperArea = safeGet(getWebStorage('sessionStorage'), 'user') === null ? 'localStorage' : 'sessionStorage';
  if (shopperArea === 'sessionStorage') sessionShare.began();
}

/** The session's other tabs' writes are told to these (crossTabSync.ts applies them). */
const sessionWriteAppliers = new Set<(key: PersistKey, value: string | null) => void>();
const loadSessionShare = loadOnce(() =>
  import(/* webpackChunkName: "session-share" */ './sessionShare').then(({ createSessionShare }) => {
    const share = createSessionShare();
    share.onWrite((key, value) => {
      for (const apply of sessionWriteAppliers) apply(key, value);
    });
    return share;
  }),
);
/** Runs `use` with the share once its chunk is there; offline, the tab simply shares nothing. */
const withShare = (use: (share: SessionShare) => unknown): Promise<void> =>
  loadSessionShare()
    .then(use, () => undefined)
    .then(() => undefined);

/**
 * This tab's part in its session-only sign-in's tabs (sessionShare.ts, loaded only by a tab that
 * has such a sign-in or finds the mark of an open one).
 */
export const sessionShare: SessionShare = {
  adopt: () =>
    safeGet(getWebStorage('sessionStorage'), 'user') !== null ||
    safeGet(getWebStorage('localStorage'), SESSION_OPEN) === null
      ? Promise.resolve()
      : withShare((share) => share.adopt()),
  began: () => void withShare((share) => share.began()),
  // After what was written before it (a logout's removal of the user reaches the other tabs first).
  ended: () =>
    void loadSessionShare().then(
      (share) => share.ended(),
      () => safeRemove(getWebStorage('sessionStorage'), SESSION_ID),
    ),
  written: (key, value) => void withShare((share) => share.written(key, value)),
  onWrite: (apply) => {
    sessionWriteAppliers.add(apply);
    return () => sessionWriteAppliers.delete(apply);
  },
};
/** Resolves once this tab has taken the session of an open session-only tab, or found none. */
let adoption: Promise<void> = Promise.resolve();

/**
 * Where the shopper's data lives, at the app's start: read now, and read again once an open
 * session-only tab has shared its sign-in (or none did); the engines read nothing before.
 */
export function startShopperStorage(): void {
  detectShopperStorage();
  adoption = sessionShare.adopt().then(detectShopperStorage);
}

/** A write of a session-only sign-in (not to localStorage): the session's other tabs are told. */
function tellSession(key: PersistKey, area: StorageKind | null, value: string | null): void {
  if (area !== 'localStorage' && shopperArea === 'sessionStorage') sessionShare.written(key, value);
}

const SHOPPER_KEYS = PERSISTED_KEYS.filter((key) => key !== 'user');

/** Told when a move finds the new area holding data of its own (crossTabSync.ts merges the two). */
let movedOnto: ((key: PersistKey, ours: string | null, theirs: string) => void) | undefined;

/** Registers what to do when the shopper's data moves onto data already there; returns an unregister. */
export function onMovedOntoData(handler: NonNullable<typeof movedOnto>): () => void {
  movedOnto = handler;
  return () => {
    if (movedOnto === handler) movedOnto = undefined;
  };
}

/**
 * The `user` key was written. A sign-in's data follows it: to sessionStorage for a session-only
 * sign-in (the guest's cart and wishlist come along), back to localStorage when the shopper signs
 * in with Remember me on. A logout (the key removed) only resets the area: the shopper's keys are
 * being emptied with it, and are never carried into localStorage on their way out.
 */
function followUser(area: StorageKind | null): void {
  if (area === null) {
    if (shopperArea === 'sessionStorage') sessionShare.ended();
    shopperArea = 'localStorage';
    return;
  }
  if (area === shopperArea) return;
  if (area === 'sessionStorage') sessionShare.began();
  else sessionShare.ended();
  const from = getWebStorage(shopperArea);
  const to = getWebStorage(area);
  shopperArea = area;
  for (const key of SHOPPER_KEYS) {
    const value = safeGet(from, key);
    const theirs = safeGet(to, key);
    if (value !== null) {
      if (safeSet(to, key, value)) safeRemove(from, key);
      // The echo guard knows what localStorage holds: now the moved value, or nothing.
      persistStorages[key].assumeStored(key, area === 'localStorage' ? value : null);
    }
    // Another tab's guest left data there: it is kept, merged with ours (nothing accepted is lost).
    if (theirs !== null && theirs !== value) movedOnto?.(key, value, theirs);
  }
}

/**
 * The shopper's choice about optional data (shared/lib/consent.ts), as the store holds it: it
 * decides what of the `preferences` key (recently viewed, my sizes, alerts, pincode) is written.
 * Before a choice nothing of it is (it lives in memory), nor under 'Only what is needed'; a mixed
 * choice writes only the fields allowed (optionalFieldsKept). The store sets it (keepOptionalDataAs).
 */
let optionalConsent: () => Consent = () => ALL_ALLOWED;

/** Follows the store's choice; returns the undo (tests). */
export function keepOptionalDataAs(consent: () => Consent): () => void {
  optionalConsent = consent;
  return () => {
    if (optionalConsent === consent) optionalConsent = () => ALL_ALLOWED;
  };
}

const isOptionalKind = (field: string): field is OptionalKind =>
  (OPTIONAL_KINDS as readonly string[]).includes(field);

/** redux-persist's transform of the `preferences` fields on their way out: a field not allowed is written empty. */
export const optionalFieldsKept: Transform<unknown, unknown> = {
  in: (value, field) =>
    typeof field === 'string' && isOptionalKind(field) && !allows(optionalConsent(), field)
      ? EMPTY_OPTIONAL_FIELDS[field]
      : value,
  out: (value) => value,
};

/** Removes the stored optional data at once, from both areas (the shopper withdrew consent). */
export function forgetOptionalData(): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const)
    safeRemove(getWebStorage(kind), 'preferences');
  persistStorages.preferences.assumeStored('preferences', null);
}

/**
 * The engines, one per key, also used by cross-tab sync to recognise echoes. A value that holds
 * its slice's initial state (nothing to keep) removes the key instead of writing it. The `user`
 * key goes to sessionStorage when Remember me is off, and the shopper's keys follow it.
 */
export const persistStorages = Object.fromEntries(
  PERSISTED_KEYS.map((key) => [
    key,
    createPersistStorage({
      ...(key === 'user'
        ? {
            pickStorage: (value: string) =>
              parseStoredFields(value)?.remember === false ? 'sessionStorage' : 'localStorage',
            readFrom: () =>
              shopperArea === 'sessionStorage'
                ? (['sessionStorage', 'localStorage'] as const)
                : (['localStorage', 'sessionStorage'] as const),
            onWritten: (area: StorageKind | null, value: string | null) => {
              // The session's other tabs hear of it first (a logout ends the session for them too).
              tellSession(key, area, value);
              followUser(area);
            },
            ready: () => adoption,
          }
        : {
            onWritten: (area: StorageKind | null, value: string | null) => tellSession(key, area, value),
            ready: () => adoption,
            pickStorage: () => shopperArea,
            readFrom: () => [shopperArea],
            writeTo: () =>
              key === 'preferences' && !storesOptionalData(optionalConsent())
                ? []
                : shopperArea === 'sessionStorage'
                  ? (['sessionStorage'] as const)
                  : (['localStorage', 'sessionStorage'] as const),
          }),
      isEmpty: (value) => holdsInitialState(key, value),
      canonical: canonicalFor(key),
    }),
  ]),
) as { [K in PersistKey]: PersistStorage };

/**
 * Storage holds none of the keys any more ('Delete my data' emptied it: app/eraseData.ts): the
 * engines' echo guard forgets what it took storage to hold.
 */
export function forgetStoredData(): void {
  for (const key of PERSISTED_KEYS) persistStorages[key].assumeStored(key, null);
}

/**
 * Writes a key's next state now, synchronously, in the area the key lives in (its engine's
 * `writeAhead`): false when storage refuses it (a full quota), the key then left as it was. The
 * reviews' thunk asks it before a review with photos is committed (issue 34); the store's own
 * write of that state, which follows, is then an echo.
 */
export function writeAhead<K extends PersistKey>(key: K, state: PersistedStates[K]): boolean {
  return persistStorages[key].writeAhead(key, serializeState(key, state));
}

/** Each slice's state before anything is restored (also what a key removed in another tab means). */
export const initialPersistedStates = Object.fromEntries(
  PERSISTED_KEYS.map((key) => [key, PERSISTED[key].initialState]),
) as { [K in PersistKey]: () => PersistedStates[K] };

/**
 * redux-persist's own getStoredState JSON-parses every field and rejects the whole key on the
 * first error; this one leaves out just the damaged field and never rejects.
 *
 * After rehydrating, redux-persist writes the state straight back. Telling the engine what
 * storage already holds makes that write a no-op when nothing changed (so a tab opening never
 * overwrites what another tab wrote meanwhile, nor pings the other tabs), while data that needed
 * repair (or migration, or stripping) is written back clean. A newer version's data is left alone.
 *
 * Nothing stored: done at once, without loading the schemas. Otherwise the schemas are loaded
 * first; meanwhile the engine takes storage to hold nothing, so that should redux-persist give up
 * waiting (its timeout) and write the initial state, the stored data is not removed. Once loaded,
 * the key is read again (another tab may have written meanwhile), which also clears that stand-in.
 * If the schemas cannot be loaded (offline), the slice starts empty and storage is left as it is.
 */
function storedFieldsOf(key: PersistKey, catalog: CatalogLookup) {
  return async (): Promise<PersistedState> => {
    const engine = persistStorages[key];
    if (!serializedIn(await engine.getItem(key))) {
      engine.assumeStored(key, null);
      return undefined;
    }
    engine.assumeStored(key, null);
    let schemas: PersistSchemas;
    try {
      schemas = await loadPersistSchemas();
    } catch {
      return undefined;
    }
    const serialized = serializedIn(await engine.getItem(key));
    const status = schemas.storedShapes(catalog).storedStatus(key, serialized);
    if (status === 'none' || status === 'newer') engine.assumeStored(key, null);
    else if (status === 'current' && serialized !== null) engine.assumeStored(key, serialized);
    return parseStoredFields(serialized) as PersistedState;
  };
}

function serializedIn(read: unknown): string | null {
  return typeof read === 'string' && read !== '' ? read : null;
}

/** Any known version to the current one, validated; unusable data becomes undefined (start empty). */
function migrateKey(key: PersistKey, catalog: CatalogLookup) {
  return async (stored: PersistedState, currentVersion: number): Promise<PersistedState> => {
    if (stored === undefined) return undefined;
    let schemas: PersistSchemas;
    try {
      schemas = await loadPersistSchemas();
    } catch {
      return undefined;
    }
    const state = schemas.storedShapes(catalog).migrateAndValidate(key, stored, currentVersion);
    if (state === undefined) return undefined;
    return { ...state, _persist: { version: currentVersion, rehydrated: true } };
  };
}

function configFor<S>(key: PersistKey, catalog: CatalogLookup): PersistConfig<S> {
  return {
    key,
    keyPrefix: '',
    version: persistVersion(key),
    storage: persistStorages[key],
    getStoredState: storedFieldsOf(key, catalog),
    migrate: migrateKey(key, catalog),
    ...(key === 'preferences' ? { transforms: [optionalFieldsKept] } : {}),
  };
}

/**
 * redux-persist's config of each persisted key, reading back over `catalog`: the store's product
 * source, against which stored product ids, sizes and prices are checked.
 */
export function persistConfigsFor(catalog: CatalogLookup) {
  readOver = catalog;
  return Object.fromEntries(PERSISTED_KEYS.map((key) => [key, configFor(key, catalog)])) as {
    [K in PersistKey]: PersistConfig<PersistedStates[K]>;
  };
}
