/**
 * The browser's Web Storage, reached without throwing: there is no window in Node (the prerender),
 * and a privacy mode may refuse storage, throwing when `window.localStorage` is only read. What
 * reads and writes it guards each call itself (app/persistence/storage.ts reports a failure to the
 * page; the consent, shared/lib/consent.ts, counts a refusal as 'necessary').
 */
export type StorageKind = 'localStorage' | 'sessionStorage';

/** This browser's storage area, or undefined: no window, no such storage, or storage refused. */
export function getWebStorage(kind: StorageKind): Storage | undefined {
  try {
    const s = typeof window === 'undefined' ? undefined : window[kind];
    return s ?? undefined;
  } catch {
    return undefined;
  }
}
