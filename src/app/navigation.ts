import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/**
 * Which address the app is going to. react-router runs navigations as transitions: after a click
 * the old page stays on screen, unchanged, until the new one can render (its chunk loaded). The
 * router's history tells us at once where it is going; the location the screens render is where
 * it is. While they differ, a navigation is under way.
 */
let latestKey: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

interface ListenableHistory {
  listen(listener: (update: { location: Location }) => void): () => void;
}

/** The history, telling the navigation store where the app goes before the router renders it there. */
export function observeNavigations<H extends ListenableHistory>(history: H): H {
  const observed = Object.create(history) as H;
  observed.listen = (listener) =>
    history.listen((update) => {
      latestKey = update.location.key;
      listeners.forEach((notify) => notify());
      listener(update);
    });
  return observed;
}

/** Whether a navigation is under way: the address changed, the screens not yet. */
export function useNavigationPending(): boolean {
  const { key } = useLocation();
  const latest = useSyncExternalStore(
    subscribe,
    () => latestKey,
    () => null,
  );
  return latest !== null && latest !== key;
}

/**
 * True once `active` has been true for `delay` ms without a break; false as soon as it is not.
 * (A wait shorter than the delay shows nothing, so quick navigations do not flash.)
 */
export function useDelayedFlag(active: boolean, delay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setShown(true), delay);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delay]);
  return active && shown;
}
