import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PRODUCTS } from '@/features/catalog';
import { checkedPages, prerenderPaths, ROUTES, type AppRoute } from './routes';

const CHECKED_PAGES = checkedPages();

const PRERENDER_PATHS = prerenderPaths(PRODUCTS);
import { AppRoutes } from './router';

// The whole shop renders in jsdom here: slow on a busy machine.
jest.setTimeout(30_000);

/** The route an address reaches (the catch-all counts as none). */
function routeAt(address: string): AppRoute | undefined {
  const { pathname } = new URL(address, 'https://rangoli.test');
  const [match] = matchRoutes([...ROUTES], pathname) ?? [];
  return match && match.route.path !== '*' ? match.route : undefined;
}

const PAGES_DIR = path.join(__dirname, '../pages');

/** Every page module: src/pages/<folder>/<Name>Page.tsx. */
function pageFiles(): string[] {
  return fs
    .readdirSync(PAGES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(PAGES_DIR, folder.name))
        .filter((file) => /^[A-Z]\w*Page\.tsx$/.test(file))
        .map((file) => path.join(PAGES_DIR, folder.name, file)),
    );
}

describe('the route table is the only list of routes', () => {
  it('routes every page module, and every route to a page', async () => {
    const routed = new Set<ComponentType>();
    for (const route of ROUTES) routed.add((await route.page()).default);
    const unrouted: string[] = [];
    for (const file of pageFiles()) {
      const page = ((await import(file)) as { default?: ComponentType }).default;
      if (!page || !routed.has(page)) unrouted.push(path.relative(PAGES_DIR, file));
    }
    // A page added without a route (or a route added without its page) fails here.
    expect(unrouted).toEqual([]);
    expect(routed.size).toBe(pageFiles().length);
  });

  it('has each path once, a chunk per page, and a title for every route', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) {
      expect(route.chunk).toMatch(/^[a-z-]+$/);
      expect(route.title === '' ? route.path : route.title).toBeTruthy();
    }
    expect(paths.at(-1)).toBe('*');
  });

  it('prerenders only addresses of public routes that say so, without a query', () => {
    expect(PRERENDER_PATHS).toHaveLength(1 + 4 + 1 + PRODUCTS.length + 6);
    for (const address of PRERENDER_PATHS) {
      const route = routeAt(address);
      const listed = typeof route?.prerender === 'function' ? route.prerender(PRODUCTS) : route?.prerender;
      expect(listed).toContain(address);
      expect(route?.guard).toBeUndefined();
      expect(address).not.toContain('?');
    }
    expect(new Set(PRERENDER_PATHS).size).toBe(PRERENDER_PATHS.length);
  });

  it("sends the build's checks only to addresses of routes, the hydration check to prerendered ones", () => {
    for (const address of [
      ...CHECKED_PAGES.hydration,
      ...CHECKED_PAGES.lighthouse,
      ...CHECKED_PAGES.budget,
    ]) {
      expect(routeAt(address)).toBeDefined();
    }
    for (const address of CHECKED_PAGES.hydration) expect(PRERENDER_PATHS).toContain(address);
    expect(CHECKED_PAGES.budget).toEqual(['/']);
    expect(CHECKED_PAGES.lighthouse).toEqual(['/', '/women', '/product/1', '/search?q=shirt']);
  });

  it.each(['/', '/product/1', '/faq'])('links only to routes of the table from %s', async (address) => {
    renderWithProviders(<AppRoutes />, { route: address });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const internal = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')).map(
      (a) => a.getAttribute('href') ?? '',
    );
    expect(internal.length).toBeGreaterThan(10);
    // A link to an address no route serves (a route added in a link only) fails here.
    expect(internal.filter((href) => !routeAt(href))).toEqual([]);
  });
});

describe('document titles from the table', () => {
  it.each([
    ['/', 'Rangoli — Fashion & Beauty'],
    ['/women', 'Women — Rangoli'],
    ['/sale', 'Sale — Rangoli'],
    ['/search', 'Search — Rangoli'],
    ['/search?q=silk%20saree', 'Search Results for "silk saree" — Rangoli'],
    ['/product/1', 'Chanderi Silk Anarkali Kurta by Biba | Rangoli'],
    // The one product without a brand.
    ['/product/45', 'Hand Block Print Cotton Frock | Rangoli'],
    ['/cart', 'Your Cart — Rangoli'],
    ['/login', 'Sign in — Rangoli'],
    ['/terms', 'Terms of Use — Rangoli'],
    ['/no-such-page', 'Page not found — Rangoli'],
  ])('%s is titled %s', (address, title) => {
    renderWithProviders(<p>Any screen</p>, { route: address });
    expect(document.title).toBe(title);
  });
});
