import { act, screen, waitFor, within } from '@testing-library/react';
import { PRODUCTS, type Product } from '@/features/catalog';
import { inProcessClient, type QueryClient } from '@/features/search';
import { makeStore } from '@/test/app';
import { repeatedCatalog } from '@/test/catalogs';
import { renderWithProviders } from '@/test/renderWithProviders';
import SearchPage from './SearchPage';

/**
 * A query client that answers later, as the catalogue's worker does: a listing is peeked only once
 * it was asked and `answerAll` has run; the latest request of each channel counts.
 */
function laterClient() {
  const now = inProcessClient(() => PRODUCTS);
  const answered = new Set<string>();
  const asked = new Map<string, string>();
  const listeners = new Set<() => void>();
  const keyOf = (request: Parameters<QueryClient['peekListing']>[0]) => JSON.stringify(request);
  const client: QueryClient = {
    ...now,
    peekListing: (request) => (answered.has(keyOf(request)) ? now.peekListing(request) : undefined),
    requestListing: (channel, request) => void asked.set(channel, keyOf(request)),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const answerAll = () =>
    act(() => {
      for (const key of asked.values()) answered.add(key);
      asked.clear();
      listeners.forEach((listener) => listener());
    });
  return { client, answerAll, asked };
}

/**
 * A query client whose answer is in as soon as it is asked (a worker quicker than the page's
 * render), telling its listeners a moment later; it notes the address on screen at each request.
 */
function quickClient(products: readonly Product[] = PRODUCTS) {
  const now = inProcessClient(() => products);
  const answered = new Set<string>();
  const listeners = new Set<() => void>();
  const askedAt: string[] = [];
  /** The results list's aria-busy at each request (null: not busy, or no list yet). */
  const busyAt: (string | null)[] = [];
  const keyOf = (request: Parameters<QueryClient['peekListing']>[0]) => JSON.stringify(request);
  const client: QueryClient = {
    ...now,
    peekListing: (request) => (answered.has(keyOf(request)) ? now.peekListing(request) : undefined),
    requestListing(_channel, request) {
      askedAt.push(screen.queryByTestId('location')?.textContent ?? '');
      busyAt.push(screen.queryByRole('list', { name: /^Results for/ })?.getAttribute('aria-busy') ?? null);
      answered.add(keyOf(request));
      queueMicrotask(() => listeners.forEach((listener) => listener()));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return { client, askedAt, busyAt };
}

// Role queries over a page with 60+ filter options and the product cards take a while on 2 cores.
jest.setTimeout(30_000);

const count = () => screen.getByText(/^\d+ products? found$/);
const resultNames = () =>
  within(screen.getByRole('list', { name: /^Results for/ }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('h2')?.textContent);

describe('SearchPage with a catalogue that answers later (the worker)', () => {
  it('asks, shows the answer, keeps it on screen (busy) while the next comes, and shows the next', async () => {
    const { client, answerAll, asked } = laterClient();
    const store = makeStore(undefined, { queries: client });
    const { user, container } = renderWithProviders(<SearchPage />, { store, route: '/search?q=shirt' });
    expect(screen.getByText('Loading products…')).toBeInTheDocument();
    // The places of the filter column and of the cards are kept, hidden from assistive technology.
    const rooms = [...container.querySelectorAll('[data-skeleton]')];
    expect(
      rooms.map((room) => [room.getAttribute('aria-hidden'), room.querySelectorAll('li').length]),
    ).toEqual([
      ['true', 0],
      ['true', 8],
    ]);
    expect(asked.size).toBe(1);
    answerAll();
    expect(count()).toHaveTextContent('10 products found');
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    const first = resultNames();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'priceLowToHigh');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/search?q=shirt&sort=priceLowToHigh'),
    );
    // The last answer stays, busy, until the new one comes.
    expect(resultNames()).toEqual(first);
    expect(screen.getByRole('list', { name: /^Results for/ })).toHaveAttribute('aria-busy', 'true');
    expect(store.getState().search.sort).toBe('priceLowToHigh');
    answerAll();
    expect(screen.getByRole('list', { name: /^Results for/ })).not.toHaveAttribute('aria-busy');
    const prices = resultNames().map((name) => PRODUCTS.find((p) => p.name === name)!.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('button', { name: /^Under ₹1,000 \(\d+\)$/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('minPrice=0&maxPrice=1000');
    answerAll();
    expect(count()).toHaveTextContent('5 products found');
  });

  it('a filter asks the catalogue as it is pressed, before the new address renders', async () => {
    const { client, askedAt } = quickClient();
    const store = makeStore(undefined, { queries: client });
    const { user } = renderWithProviders(<SearchPage />, { store, route: '/search?q=shirt' });
    expect(await screen.findByText('10 products found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    askedAt.length = 0;
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('button', { name: /^Under ₹1,000 \(\d+\)$/ }));
    // Asked once, while the old address was still on screen: before React rendered the new one.
    expect(askedAt).toEqual(['/search?q=shirt']);
    expect(screen.getByTestId('location')).toHaveTextContent('minPrice=0&maxPrice=1000');
    expect(await screen.findByText('5 products found')).toBeInTheDocument();
  });

  it('Load more asks the catalogue as it is pressed, before the list shows it is waiting', async () => {
    const { client, busyAt } = quickClient(repeatedCatalog(300));
    const store = makeStore(undefined, { queries: client });
    const { user } = renderWithProviders(<SearchPage />, { store, route: '/search?q=shirt' });
    const list = await screen.findByRole('list', { name: /^Results for/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    busyAt.length = 0;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // Asked once, in the press: the render that marks the list busy had not happened yet.
    expect(busyAt).toEqual([null]);
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(24));
  });

  it("a new query never shows the last query's results, and a query that finds nothing says so", async () => {
    const { client, answerAll } = laterClient();
    const store = makeStore(undefined, { queries: client });
    const { user } = renderWithProviders(<SearchPage />, { store, route: '/search?q=shirt' });
    answerAll();
    expect(count()).toHaveTextContent('10 products found');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, 'xyzzy{Enter}');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results for "xyzzy"');
    expect(screen.queryByRole('list', { name: /^Results for/ })).not.toBeInTheDocument();
    answerAll();
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('0 products found');
  });

  it('the catalogue failed: Try again asks again', async () => {
    const { client, answerAll } = laterClient();
    let failed = true;
    const retried = jest.fn(() => {
      failed = false;
    });
    const store = makeStore(undefined, { queries: { ...client, failed: () => failed, retry: retried } });
    const { user } = renderWithProviders(<SearchPage />, { store, route: '/search?q=shirt' });
    expect(await screen.findByText('Search is not available right now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toHaveBeenCalledTimes(1);
    answerAll();
    expect(count()).toHaveTextContent('10 products found');
  });
});
