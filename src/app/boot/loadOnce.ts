/**
 * The loading module's plain half (no JSX, no React: the route table, which the build also runs in
 * Node, uses it): `loadOnce`, and the first screen's code. loading.tsx re-exports it; pages,
 * widgets and features import both from `@/app/boot`.
 */

/** Code (or data) loaded on first use and kept: see loadOnce. */
export interface LoadOnce<T> {
  /** Starts the load, or joins the one under way; resolves with what was loaded. */
  (): Promise<T>;
  /** What was loaded, once it has been; undefined before (and after a failed load). */
  loaded(): T | undefined;
}

/**
 * `load` (a dynamic import, usually) run once and kept: calls made while it runs share it, later
 * calls get what it gave, and `loaded()` hands it over synchronously (a message shown in the same
 * tick as its event). A failed load (offline) is forgotten: the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const start = () =>
    (loading ??= load().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(start, { loaded: () => value });
}

/**
 * The code the first screen of a prerendered page needs: its page's chunk, and what that page
 * renders at once (the product view, a wide listing's filter panel). A prerendered page's controls
 * are enabled once the root has hydrated and all of it is here (AppReady), not once every Suspense
 * boundary has hydrated: React hydrates a boundary whose code is there synchronously when a click
 * or a key lands in it, and runs the event then; it drops the event only when the code is missing.
 */
const firstScreen = new Set<Promise<unknown>>();

/** Marks `code` as needed by the first screen (see above); returns it. */
export function firstScreenNeeds<T>(code: Promise<T>): Promise<T> {
  firstScreen.add(code);
  const done = () => void firstScreen.delete(code);
  code.then(done, done);
  return code;
}

/** Resolves once every piece of code the first screen needs has arrived (or failed: never waits forever). */
export async function firstScreenCodeLoaded(): Promise<void> {
  while (firstScreen.size > 0) await Promise.allSettled([...firstScreen]);
}
