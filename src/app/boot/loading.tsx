import {
  lazy,
  memo,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { pageInteraction, type FirstInteraction } from './firstInteraction';
import { loadOnce, type LoadOnce } from './loadOnce';
import { isPrerenderedPage } from './prerenderedPage';

/**
 * The one loading module: every piece of code the shop loads later than main.js goes through one
 * of its four helpers, lazyPage, lazyOnInteraction, lazyHydrated and loadOnce, so that what loads
 * when is decided here, once (README.md, "Which helper"). Lint holds it (eslint/rangoli.mjs):
 * React's `lazy` is called only here, and a dynamic `import(` appears only inside the function
 * given to one of the helpers, or in the route table.
 */

export { firstScreenCodeLoaded, firstScreenNeeds, loadOnce, type LoadOnce } from './loadOnce';

type Module<P> = { default: ComponentType<P> };

/**
 * React.lazy over `load`, except that a component loaded before its first render is handed over
 * as a settled thenable: React reads it synchronously and renders without suspending (no flash of
 * fallback, and effects such as moving focus into a menu run in the same commit as the click that
 * opened it).
 */
function lazyLoaded<P>(
  loaded: () => ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy((): Promise<Module<P>> => {
    const component = loaded();
    if (component)
      return { then: (resolve: (module: Module<P>) => void) => resolve({ default: component }) } as Promise<
        Module<P>
      >;
    return load().then((c) => ({ default: c }));
  });
}

/**
 * A page of the route table, or the body of one (the product view), in a chunk of its own: React
 * suspends on its first render until the code is there, and the nearest HydrationBoundary holds
 * its place. `load` (a loadOnce of a module whose default export is the component) is shared with
 * whoever starts it early: once it has loaded, the page renders without suspending, so a click
 * that makes React hydrate its boundary at once (below) finds its code.
 */
export function lazyPage<P extends object = object>(
  load: LoadOnce<Module<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazyLoaded(
    () => load.loaded()?.default,
    () => load().then((module) => module.default),
  );
}

/** A lazyOnInteraction component: React.lazy, plus `preload`. */
export type LazyOnInteraction<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code now (idempotent); resolves once it is there. */
  preload: () => Promise<void>;
};

/**
 * A piece of UI that only an interaction (or an event) shows: a menu's popup, a toast, a drawer,
 * the new-version notice. Its code is no part of the first load; `preload` (or
 * usePreloadOnFirstInteraction) fetches it before the interaction that shows it, and once loaded
 * it renders at once, never suspending. Render it inside a Suspense: the first showing suspends
 * when the code is not there yet. A failed preload (offline) is tried again on the next.
 */
export function lazyOnInteraction<P>(load: () => Promise<ComponentType<P>>): LazyOnInteraction<P> {
  const once = loadOnce(load);
  return Object.assign(lazyLoaded(once.loaded, once), { preload: () => once().then(() => undefined) });
}

/**
 * Starts loading a lazyOnInteraction component on the shopper's first scroll, key, touch or press
 * while the calling component is mounted, so it is there before the interaction that shows it. A
 * failed download is tried again when the component is first rendered. It renders nothing again:
 * the first interaction re-rendering the layout would be the longest task of the shopper's first key.
 */
export function usePreloadOnFirstInteraction<P>(
  component: LazyOnInteraction<P>,
  interaction: FirstInteraction = pageInteraction,
): void {
  useEffect(() => {
    const preload = () => void component.preload().catch(() => undefined);
    if (interaction.happened()) {
      preload();
      return undefined;
    }
    const unsubscribe = interaction.subscribe(preload);
    return () => void unsubscribe();
  }, [component, interaction]);
}

/** After a failed download (offline), a lazily hydrated part tries again this long after. */
const RETRY_MS = 5000;

export interface LazyHydratedOptions {
  /** What a page rendered in the browser shows while the code loads (default: nothing). */
  fallback?: ReactNode;
  /** The first interaction it waits for: the page's, unless a test builds its own. */
  interaction?: FirstInteraction;
}

/** A lazyHydrated component: memoized, plus `wake`. */
export type LazyHydrated<P> = ComponentType<P> & {
  /** Loads the code now, interaction or not (what it shows depends on something that just changed). */
  wake: () => void;
};

/**
 * A part of the first screen whose code loads only once the shopper starts interacting (a first
 * scroll, key, touch or press, or focus in a form field), so that the first visit downloads and
 * runs less JavaScript. Until then, on a prerendered page, React keeps the part's prerendered HTML
 * as it is, hydrating it when its code arrives: its links are plain links, a form a plain form,
 * and what is typed in it is taken up. A page rendered in the browser (the shell) loads it at
 * once, `fallback` holding its place meanwhile. For parts that work without JavaScript, or wait for
 * none (the home page's benefits strip and newsletter form); never for content that only
 * JavaScript can show.
 *
 * The rule it keeps (README.md): while the part waits, nothing may update it. React cannot tell
 * what a dehydrated part reads, so a change of ANY context provided above it, or of its props,
 * makes React give up its HTML and render it afresh (and makes a transition wait for its code).
 * The component is memoized, so a parent's re-render with equal props never reaches it; a
 * changing context is caught in development and in tests: React then renders the part's fallback
 * before its code has loaded, which is reported as an error.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, interaction = pageInteraction }: LazyHydratedOptions = {},
): LazyHydrated<P> {
  let loaded: ComponentType<P> | undefined;
  const attempt = (): Promise<ComponentType<P>> =>
    load().then(
      (component) => (loaded = component),
      () => new Promise((resolve) => setTimeout(() => resolve(attempt()), RETRY_MS)),
    );
  // Rendered from scratch (or at build time): the code is fetched now, so it is there for the
  // first render. Hydrating a prerendered page: not before the first interaction.
  const prerendered = isPrerenderedPage();
  let loading = prerendered ? undefined : attempt();
  let woken: () => void = () => undefined;
  const wake = new Promise<void>((resolve) => (woken = resolve));
  const Lazy = lazyLoaded(
    () => loaded,
    () => (loading ??= Promise.race([interaction.reached(), wake]).then(attempt)),
  );
  let reported = false;
  const placeholder =
    process.env.NODE_ENV === 'production' ? (
      fallback
    ) : (
      <DroppedHydrationCheck
        fallback={fallback}
        check={() => {
          // Hydrating, React never shows the fallback: it keeps the HTML until the code is there.
          // (Leaving the page and coming back before the code has loaded would show it rightly:
          // leaving takes an interaction, which starts the load, so that is rare, and this is a
          // development check.)
          if (reported || loaded || !prerendered) return;
          reported = true;
          console.error(DROPPED_HYDRATION);
        }}
      />
    );
  const Component = memo(function LazyHydrated(props: P) {
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return Object.assign(Component, { wake: () => woken() });
}

const DROPPED_HYDRATION =
  'lazyHydrated: an update reached a prerendered part before its code loaded: a context provided ' +
  'above it changed value, or its props changed. React cannot hydrate the part then: it drops its ' +
  'HTML and renders it afresh (its fallback first), or, in a transition, makes the update wait for ' +
  "the part's code, which waits for the shopper's first interaction. Keep every context above a " +
  'lazily hydrated part stable, and its props equal, while the page is shown (src/app/boot/README.md).';

/** Development and tests only: reports a fallback shown where React should have kept the HTML. */
function DroppedHydrationCheck({ fallback, check }: { fallback: ReactNode; check: () => void }) {
  check();
  return fallback;
}
