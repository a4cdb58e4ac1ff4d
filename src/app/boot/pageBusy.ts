import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page is waiting for something it needs to show (the next page's code, a listing's
 * answer, a product's shard): the layout's progress bar (app/layout/Layout.tsx, MainArea) shows
 * when a wait lasts. The router (app/ShopRouter.tsx) and any screen report their waits with
 * `usePageBusy`; the count of waits is a tiny store of its own, subscribed to, never a context (a
 * changing context would reach the page's parts still waiting to hydrate: README.md).
 */
let waits = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  waits += by;
  listeners.forEach((listener) => listener());
}

export function subscribePageBusy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isPageBusy = () => waits > 0;

/** Reports a wait while `busy` is true (and the component is mounted). */
export function usePageBusy(busy: boolean): void {
  useEffect(() => {
    if (!busy) return undefined;
    change(1);
    return () => change(-1);
  }, [busy]);
}

/** Whether any screen is waiting now. */
export function useIsPageBusy(): boolean {
  return useSyncExternalStore(subscribePageBusy, isPageBusy, () => false);
}
