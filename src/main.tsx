import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { makePersistedStore } from './app/store';
import { registerServiceWorker } from './app/serviceWorker';

// A route's error boundary shows the recovery screen and logs the error itself, once: React's own
// report of errors that a boundary caught would log it a second time.
const rootOptions = { onCaughtError: () => undefined };

const container = document.getElementById('root');
if (container) {
  const persisted = makePersistedStore();
  const { store, persistor } = persisted;
  // The build prerenders public pages (scripts/prerender.mjs) and marks the root with the path it
  // rendered; it stays inert (nothing clickable half-working) until React has taken it over.
  const prerenderedFor = container.dataset.prerendered;
  const ready = () => container.removeAttribute('inert');
  if (prerenderedFor !== undefined && prerenderedFor === location.pathname && location.search === '') {
    // The state the page was rendered from; what storage holds arrives right after hydration.
    const serverState = store.getState();
    const hydrate = () =>
      hydrateRoot(
        container,
        <App store={store} persistor={persistor} serverState={serverState} onReady={ready} />,
        rootOptions,
      );
    // Hydrating is the longest task of the load: let the browser paint the prerendered page first.
    const hydrateAfterPaint = () => requestAnimationFrame(() => setTimeout(hydrate, 0));
    if (persistor.getState().bootstrapped) hydrateAfterPaint();
    else {
      const stop = persistor.subscribe(() => {
        if (!persistor.getState().bootstrapped) return;
        stop();
        hydrateAfterPaint();
      });
    }
  } else {
    // The shell, or a prerendered page served for another address (a host whose fallback is
    // index.html): render from scratch.
    container.replaceChildren();
    ready();
    createRoot(container, rootOptions).render(<App store={store} persistor={persistor} />);
  }
}

if (process.env.NODE_ENV === 'production') {
  window.addEventListener('load', registerServiceWorker, { once: true });
}
