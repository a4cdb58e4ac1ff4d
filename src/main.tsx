import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { persistenceBootstrapped } from '@/app/persistence';
import { makePersistedStore } from '@/app/store';
import { registerServiceWorker } from '@/app/serviceWorker';

// A route's error boundary shows the recovery screen and logs the error itself, once: React's own
// report of errors that a boundary caught would log it a second time.
const rootOptions = { onCaughtError: () => undefined };

const container = document.getElementById('root');
if (container) {
  const { store, persistor } = makePersistedStore();
  // The state before anything stored is restored: what a prerendered page was rendered from.
  const serverState = store.getState();
  // The build prerenders public pages (scripts/prerender.mjs) and marks the root with the path it
  // rendered; it stays inert (nothing clickable half-working) until React has taken it over.
  const prerenderedFor = container.dataset.prerendered;
  const ready = () => container.removeAttribute('inert');

  // What storage holds is restored before the first render (redux-persist's bootstrap), so no
  // screen ever shows, or acts on, an empty cart or a signed-out shopper by mistake.
  const start = () => {
    if (prerenderedFor === location.pathname && location.search === '') {
      // Hydrating is the longest task of the load: the browser paints the prerendered page first.
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
  void persistenceBootstrapped(persistor).then(start);
}

if (process.env.NODE_ENV === 'production') {
  window.addEventListener('load', registerServiceWorker, { once: true });
}
