import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * A value the browser knows but a build-time prerender does not (the current year, whether
 * document.body exists). Returns `prerendered()` while prerendering and while hydrating that
 * markup, so hydration matches it, then `inBrowser()` from the next render on; a page rendered in
 * the browser gets `inBrowser()` from its first render.
 */
export function usePrerenderSafe<T>(inBrowser: () => T, prerendered: () => T): T {
  return useSyncExternalStore(subscribeToNothing, inBrowser, prerendered);
}
