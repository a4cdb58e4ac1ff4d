import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useFirstInteraction } from './useFirstInteraction';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code now (idempotent); resolves once it is there. */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a piece of UI that only an interaction shows (a menu's popup, a toast), loaded in
 * the background once the shopper starts interacting. Once loaded it renders at once: the lazy
 * component gets an already-settled thenable, so React never suspends (no flash of fallback, and
 * effects such as moving focus into a menu run in the same commit as the click that opened it).
 */
export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed download (offline) is tried again next time
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => {
    if (loaded) {
      const module = { default: loaded };
      // A settled thenable: React reads it synchronously and renders without suspending.
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
    }
    return start().then((component) => ({ default: component }));
  }) as PreloadableComponent<P>;
  Lazy.preload = () => start().then(() => undefined);
  return Lazy;
}

/**
 * Starts loading a lazyWithPreload component on the shopper's first scroll, key, touch or press,
 * so it is there before the interaction that shows it. A failed download is tried again when the
 * component is first rendered.
 */
export function usePreloadOnFirstInteraction<P>(component: PreloadableComponent<P>): void {
  const interacted = useFirstInteraction();
  useEffect(() => {
    if (interacted) component.preload().catch(() => undefined);
  }, [interacted, component]);
}
