import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { persistenceBootstrapped } from '@/app/persistence';
import { guestState, makePersistedStore, type RootState } from '@/app/store';
import { registerServiceWorker } from '@/app/serviceWorker';
import { catalogueLoaded, checkStockAlerts, loadCatalogue } from '@/features/catalog';

// A route's error boundary shows the recovery screen and logs the error itself, once: React's own
// report of errors that a boundary caught would log it a second time.
const rootOptions = { onCaughtError: () => undefined };

const container = document.getElementById('root');
if (container) {
  // The catalogue is a data file, preloaded by the page beside main.js: fetched, never bundled.
  const catalogue = loadCatalogue();
  const { store, persistor } = makePersistedStore();
  // The build prerenders public pages (scripts/prerender.mjs) and marks the root with the path it
  // rendered. Its links work from the first paint; its controls are disabled until React has taken
  // it over (app/AppReady.tsx), when the root is marked ready (what the build's checks wait for).
  const prerenderedFor = container.dataset.prerendered;
  const ready = () => container.setAttribute('data-ready', '');

  // The catalogue and what storage holds are there before the first render (redux-persist's
  // bootstrap), so no screen ever shows, or acts on, an empty cart or catalogue, or a signed-out
  // shopper by mistake.
  const start = (serverState: RootState) => {
    if (prerenderedFor === location.pathname && location.search === '') {
      // Hydrating is the longest task of the load: the browser paints the prerendered page first.
      // It hydrates from the guest's state the page was rendered from; the store then takes over.
      requestAnimationFrame(() =>
        setTimeout(() =>
          hydrateRoot(
            container,
            <App store={store} serverState={serverState} onReady={ready} />,
            rootOptions,
          ),
        ),
      );
    } else {
      // The shell, or a prerendered page served for another address (a host whose fallback is
      // index.html): render from scratch, as a transition, in slices that never block input.
      container.replaceChildren();
      ready();
      const root = createRoot(container, rootOptions);
      startTransition(() => root.render(<App store={store} />));
    }
  };

  /**
   * The catalogue could not be fetched (offline on a first visit): a prerendered page stays as it
   * is, readable, its links plain links; the shell says what happened.
   */
  const unavailable = () => {
    if (prerenderedFor) return;
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = 'The shop could not be loaded. Please check your connection and reload the page.';
    container.replaceChildren(message);
  };

  void Promise.all([catalogue, persistenceBootstrapped(persistor)]).then(([products]) => {
    store.dispatch(catalogueLoaded(products));
    // A size the shopper asked about may be back in this catalogue (a new deployment).
    store.dispatch(checkStockAlerts());
    start(guestState(products));
  }, unavailable);
}

if (process.env.NODE_ENV === 'production') {
  window.addEventListener('load', registerServiceWorker, { once: true });
}
