import { selectWantedProductIds } from '@/app/catalogSync';
import { readPageData } from '@/app/pageData';
import { persistenceBootstrapped } from '@/app/persistence';
import { loadPageAt, routeNeedsWorker } from '@/app/routes';
import { takeCatalogWorker } from '@/app/boot/catalogWorker';
import { guestState, makePersistedStore, type RootState } from '@/app/store';
import { holdEarlySubmits, loadOnce, registerServiceWorker } from '@/app/boot';
import { holdEarlyClicks } from '@/app/boot/heldSubmit';
import {
  checkStockAlerts,
  deferredSource,
  ensureProducts,
  fetchData,
  productsLoaded,
  shardSource,
  summaryLoaded,
  type CatalogManifest,
} from '@/features/catalog';
import { deferredClient } from '@/features/search';
import { editionOf, LANG, setEdition, translate } from '@/shared/i18n/edition';

const container = document.getElementById('root');
if (container) {
  // The page's edition (issue 36): a Hindi page's words are one chunk, which its HTML preloaded,
  // wanted before the first render; an English page loads none. The address decides, not the
  // HTML: a Hindi address served the English shell (a host without hi/shell.html) is still Hindi.
  const edition = editionOf(location.pathname);
  // Written only when the HTML says otherwise: writing even the same language makes the browser
  // work out every element's style again (~30 ms on a phone, in main.js's first task).
  if (document.documentElement.lang !== LANG[edition]) document.documentElement.lang = LANG[edition];
  const words =
    edition === 'hi'
      ? loadOnce(() => import(/* webpackChunkName: "words-hi" */ '@/shared/i18n/hi'))().then(({ HINDI }) =>
          setEdition('hi', HINDI),
        )
      : undefined;
  // The page's chunks, which its HTML preloaded, at once (app/routes.ts).
  loadPageAt(location.pathname);
  // The catalogue's manifest (the build's data file, preloaded by the page beside main.js): its
  // summary, the products the first screens show, and where its shards are. Never the catalogue.
  const manifest = fetchData<CatalogManifest>(process.env.CATALOG_MANIFEST ?? '');
  const source = manifest.then(shardSource);
  // What a prerendered page was rendered from besides the manifest: its product, its listing.
  const page = readPageData(container);
  let shards: readonly string[] = [];
  // The client of the worker loads (a chunk of its own) when a page first asks the catalogue something.
  const queries = deferredClient(
    loadOnce(() =>
      import(/* webpackChunkName: "catalog-client" */ '@/features/search/engine/queryClient').then(
        // The catalogue's worker: the one the route hints started, if they did (app/boot/catalogWorker.ts).
        ({ workerClient }) => workerClient(takeCatalogWorker, () => shards, page.listings),
      ),
    ),
    page.listings,
  );
  // A search's results come from the worker: where the first paint needs it (the route table's
  // `withQuery`), it starts at once, beside the page's chunk.
  if (routeNeedsWorker(location)) queries.prepare();
  const { store, persistor } = makePersistedStore({ products: deferredSource(source), queries });
  // The build prerenders public pages (scripts/prerender.ts) and marks the root with the path it
  // rendered. Its links work from the first paint; its controls are disabled until React has taken
  // it over (app/boot: AppReady), when the root is marked ready (what the build's checks wait for).
  const prerenderedFor = container.dataset.prerendered;
  const ready = () => container.setAttribute('data-ready', '');
  // Every prerendered part hydrated too (what the hydration check waits for): app/boot, AppReady.
  const hydrated = () => container.setAttribute('data-hydrated', '');
  // A form that only its code can submit, submitted before it has hydrated, waits for it.
  holdEarlySubmits(document);
  // And a press of a button or a link in a part whose code comes on the first interaction.
  holdEarlyClicks(document);

  // The manifest, what storage holds and the products it names are there before the first render
  // (redux-persist's bootstrap), so no screen ever shows, or acts on, an empty cart, or a
  // signed-out shopper by mistake.
  // The screens and React DOM: the longest code of the load to run, while the page's requests are
  // on their way (webpack's eager mode: in main.js, run only when asked), in two tasks of their own:
  // React DOM, then the screens; never in the task that the data's arrival runs, even when the
  // data comes first. As one task it blocked input for ~150-230 ms on a phone (4x CPU); as two,
  // ~60-80 ms each (the load's blocking time after the first paint, median of 5: / 305 → 125 ms,
  // /women 334 → 228, /product/1 312 → 235, /search?q=shirt 453 → 269).
  const reactDom = loadOnce(() => import(/* webpackMode: "eager" */ 'react-dom/client'));
  const render = loadOnce(() => import(/* webpackMode: "eager" */ '@/app/render'));
  const screens: ReturnType<typeof render> = new Promise((evaluated) =>
    setTimeout(() => void reactDom().then(() => setTimeout(() => evaluated(render())))),
  );
  const start = (serverState: RootState) =>
    screens.then(({ renderApp }) => renderApp(container, store, serverState, ready, hydrated));

  /**
   * The catalogue could not be fetched (offline on a first visit): a prerendered page stays as it
   * is, readable, its links plain links; the shell says what happened.
   */
  const unavailable = () => {
    if (prerenderedFor) return;
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = translate(
      'The shop could not be loaded. Please check your connection and reload the page.',
    );
    container.replaceChildren(message);
  };

  void Promise.all([manifest, source, persistenceBootstrapped(persistor), words])
    .then(async ([{ summary, shards: files }, { manifestProducts }]) => {
      shards = files.map((file) => new URL(file, location.href).href);
      const atHand = [...manifestProducts, ...page.products];
      store.dispatch(summaryLoaded(summary));
      store.dispatch(productsLoaded(atHand));
      // The products storage names (the cart's, the wishlist's...): their shards, before the first render.
      await store.dispatch(ensureProducts(selectWantedProductIds(store.getState()))).catch(() => undefined);
      // A size the shopper asked about may be back in this catalogue (a new deployment).
      store.dispatch(checkStockAlerts());
      return guestState(atHand, summary);
    })
    .then(start, unavailable);
}

// After the page's load (a prerendered page fetches main.js after its first paint: the load may be over).
if (process.env.NODE_ENV === 'production') {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
