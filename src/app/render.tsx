import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import type { AppStore, RootState } from '@/app/store';
import { firstScreenNeeds, isPrerenderedPage } from '@/app/boot';

// A route's error boundary shows the recovery screen and logs the error itself, once: React's own
// report of errors that a boundary caught would log it a second time.
const rootOptions = { onCaughtError: () => undefined };

/**
 * What a page's state shows, to tell whether the store shows what the page was prerendered from
 * (a shopper with nothing kept) or differs (signed in, a cart...): without the catalogue, which
 * both have, nor redux-persist's bookkeeping (`_persist`), which the prerender's state lacks. A
 * first visit's consent (none chosen yet) allows what the prerender's does (`allowed`; features/
 * privacy: `allows`), except on the Privacy Centre, whose switches show what is kept.
 */
const shown = ({ catalog: _catalog, consent, ...kept }: RootState, allowed?: unknown) =>
  JSON.stringify([kept, consent.allowed ?? allowed], (key, value: unknown) =>
    key === '_persist' ? undefined : value,
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
          if (
            shown(store.getState(), !location.pathname.includes('privacy') && serverState.consent.allowed) !==
            shown(serverState)
          ) {
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
