import type { Persistor } from 'redux-persist';

/** Resolves once redux-persist has restored what storage holds (at once if it already has). */
export function persistenceBootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/**
 * redux-persist writes a change a tick or more after it happens. When the shopper leaves, closes
 * the tab or switches away right after a click, whatever is still waiting is written at once
 * (our storage engine writes synchronously), so the last "Add to Cart" is never lost.
 */
export function flushWhenHidden(persistor: Persistor): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const flush = () => void persistor.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
