import { act, screen } from '@testing-library/react';
import { lazy, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, Route, Routes } from 'react-router-dom';
import { itemAdded } from '@/features/cart';
import { makeStore } from '@/test/app';
import { AppProviders } from './AppProviders';
import { AppReady } from './boot';
import { createFirstInteraction } from './boot/firstInteraction';
import { lazyHydrated } from './boot/loading';
import { Layout } from './layout/Layout';
import { ShopRouter } from './ShopRouter';

/**
 * The rule that keeps lazy hydration safe (boot/README.md): nothing may update a lazily hydrated
 * part while it waits for its code, and above all no context above it may change. Every context
 * the app provides above a page (AppReady's hold, the store, the theme, the toasts, the router and
 * its pending navigation) is here, around a page with such a part, while the shop goes through
 * what happens before the shopper's first interaction and at its start. lazyHydrated reports any
 * update that reaches the part as a console error, which fails the test.
 */
const Part = () => <p>Free shipping on orders over ₹999</p>;
const NextPage = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

function Shop({ part: PartHere, store }: { part: ComponentType; store: ReturnType<typeof makeStore> }) {
  const router = (children: ReactNode) => <ShopRouter>{children}</ShopRouter>;
  return (
    <StrictMode>
      <AppReady prerendered>
        <AppProviders store={store} router={router}>
          <Routes>
            <Route element={<Layout />}>
              <Route
                path="/"
                element={
                  <>
                    <h1>Rangoli</h1>
                    <Link to="/next">Next page</Link>
                    <PartHere />
                  </>
                }
              />
              <Route path="/next" element={<NextPage />} />
            </Route>
          </Routes>
        </AppProviders>
      </AppReady>
    </StrictMode>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

it("no context the app provides above a page changes while the page's lazily hydrated parts wait", async () => {
  const store = makeStore();
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  root.dataset.prerendered = '/';
  root.innerHTML = renderToString(
    <Shop
      store={store}
      part={() => (
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      )}
    />,
  );
  const part = root.querySelector('p');
  // Its code waits for the first interaction; the clicks below are none (no press, no key).
  const LazyPart = lazyHydrated(async () => Part, { interaction: createFirstInteraction(window) });
  await act(async () => {
    hydrateRoot(root, <Shop store={store} part={LazyPart} />);
  });
  // Hydrated, then enabled (AppReady), the toasts' viewport added (usePrerenderSafe).
  expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
  expect(root.querySelector('fieldset')).toBeEnabled();

  // The store changes (the header's count) and a message shows.
  await act(async () => store.dispatch(itemAdded({ id: 1, size: 'M' })));
  expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();

  // A navigation starts (the next page's code is on its way).
  await act(async () => screen.getByRole('link', { name: 'Next page' }).click());
  expect(screen.getByRole('heading', { level: 1, name: 'Rangoli' })).toBeInTheDocument();

  expect(root.querySelector('p')).toBe(part);
});
