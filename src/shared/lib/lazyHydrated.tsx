import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { isPrerenderedPage } from './prerenderedPage';
import { firstInteraction } from './useFirstInteraction';

/** After a failed download (offline), the next try waits this long. */
const RETRY_MS = 5000;

/**
 * A part of the first screen whose code loads only once the shopper starts interacting (a first
 * scroll, key, touch or press, or focus in a form field), so that the first visit downloads and
 * runs less JavaScript. Until then, on a prerendered page, React keeps the part's prerendered
 * HTML as it is, hydrating it when its code arrives: its links are plain links, a search form a
 * plain form (it submits to /search), and what is typed in it is taken up. A page rendered in the
 * browser (the shell) loads it at once, `fallback` holding its place meanwhile. For parts that work without JavaScript, or
 * wait for none (the header's search box and account button, the footer); never for content
 * that only JavaScript can show.
 *
 * The component is memoized: a parent's re-render with the same props never touches the part
 * before it is hydrated (React would otherwise render it from scratch, dropping the HTML).
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> & { wake: () => void } {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  const attempt = (): Promise<Module> =>
    load().then(
      (component) => (loaded = { default: component }),
      () => new Promise((resolve) => setTimeout(() => resolve(attempt()), RETRY_MS)),
    );
  // Rendered from scratch (or at build time): the code is fetched now, so it is there for the
  // first render. Hydrating a prerendered page: not before the first interaction.
  let loading = isPrerenderedPage() ? undefined : attempt();
  let woken: () => void = () => undefined;
  const wake = new Promise<void>((resolve) => (woken = resolve));
  const Lazy = lazy(() => {
    // Once loaded, a settled thenable: React renders it at once, without suspending.
    if (loaded) {
      const module = loaded;
      return { then: (resolve: (value: Module) => void) => resolve(module) } as Promise<Module>;
    }
    return (loading ??= Promise.race([firstInteraction(), wake]).then(attempt));
  });
  const Component = memo(function LazyHydrated(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  // Loads it now, interaction or not (what it shows depends on something that just changed).
  return Object.assign(Component, { wake: () => woken() });
}
