import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import type { AppStore, RootState } from '@/app/store';
import { firstScreenNeeds, isPrerenderedPage } from '@/app/boot';

// A route's error boundary shows the recovery screen and logs the error itself, once: React's own
// report of errors that a boundary caught would log it a second time.
const rootOptions = { onCaughtError: () => undefined };

/** A slice as JSON, without redux-persist's bookkeeping (`_persist`), which the prerender's state lacks. */
const shown = (slice: unknown) =>
  JSON.stringify(slice, (key, value: unknown) => (key === '_persist' ? undefined : value));

/**
 * Whether the store shows something other than what the page was prerendered from (signed in, a
 * cart...), slice by slice, stopping at the first that differs (a shopper's photos can be a few
 * megabytes of JSON): the catalogue aside, which both have. A first visit's consent (none chosen
 * yet) allows what the prerender's does (features/privacy: `allows`), except on the Privacy
 * Centre, whose switches show what is kept.
 */
const differs = (state: RootState, server: RootState) =>
  (Object.keys(server) as (keyof RootState)[]).some(
    (key) =>
      key !== 'catalog' &&
      state[key] !== server[key] &&
      !(key === 'consent' && state.consent.allowed === null && !location.pathname.includes('privacy')) &&
      shown(state[key]) !== shown(server[key]),
  );

/**
 * The page, rendered or hydrated from `store`: a prerendered page is hydrated from the guest's state
 * it was rendered from (`serverState`); the shell is rendered from scratch. `ready` is called once
 * React has the page and its controls work, `hydrated` once every prerendered part has hydrated
 * (app/boot: AppReady).
 */
export function renderApp(
  container: HTMLElement,
  store: AppStore,
  serverState: RootState,
  ready: () => void,
  hydrated: () => void,
): void {
  if (isPrerenderedPage()) {
    // Hydrating is the longest task of the load: the browser paints the prerendered page first.
    // It hydrates from the guest's state the page was rendered from; the store then takes over.
    // As a transition, it hydrates in slices that never block input for long.
    requestAnimationFrame(() =>
      setTimeout(() =>
        startTransition(() => {
          hydrateRoot(
            container,
            <App store={store} serverState={serverState} onReady={ready} onHydrated={hydrated} />,
            rootOptions,
          );
          if (differs(store.getState(), serverState)) {
            // A returning shopper: a boundary that a tap hydrates is hydrated from the prerender's
            // state, and the tap's handler would run with it (as a guest's, say) before the store's
            // re-render. So the controls wait for every boundary to have hydrated and re-rendered:
            // the first idle moment, once React's slices of work are done (where there is no
            // requestIdleCallback, Safari, the next task: a shorter wait, not an exact one).
            firstScreenNeeds(new Promise((settled) => (window.requestIdleCallback ?? setTimeout)(settled)));
          }
        }),
      ),
    );
  } else {
    // The shell, or a prerendered page served for another address (a host whose fallback is
    // index.html): render from scratch, as a transition, in slices that never block input; the
    // root is ready at React's first commit (createRoot empties the root then). Another address's
    // page goes at once: it is not this one.
    if (container.dataset.prerendered) container.replaceChildren();
    const root = createRoot(container, rootOptions);
    startTransition(() => root.render(<App store={store} onReady={ready} onHydrated={hydrated} />));
  }
}
