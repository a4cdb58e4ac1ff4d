import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PRODUCTS } from '@/features/catalog';
import { shopPath } from '@/shared/i18n';
import {
  checkedPages,
  FIRST_LOAD_BUDGET_KIB,
  loadPageAt,
  prerenderPaths,
  routeNeedsWorker,
  ROUTES,
  type AppRoute,
} from './routes';
import type * as RoutesModule from './routes';

const CHECKED_PAGES = checkedPages(PRODUCTS);

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
const SRC_DIR = path.join(__dirname, '..');

/** The file of a module specifier (`@/pages/home/HomePage`), if there is one. */
const fileOf = (specifier: string) =>
  ['.tsx', '.ts']
    .map((extension) => path.join(SRC_DIR, `${specifier.replace(/^@\//, '')}${extension}`))
    .find((file) => fs.existsSync(file));

/** The prerendered routes: those with addresses to prerender. */
const PRERENDERED = ROUTES.filter((route) => route.prerender);

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

  it("has each path once, the catch-all last, and a title for every route but the home page (the shop's own)", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
    expect(ROUTES.filter((route) => route.title === '').map((route) => route.path)).toEqual(['/']);
  });

  it("names the modules a route's first paint preloads by specifiers of files that exist", () => {
    const named = ROUTES.flatMap((route) => [
      ...(route.preload?.modules ?? []),
      ...(route.withQuery?.modules ?? []),
    ]);
    expect(named).toEqual(['@/pages/product/ProductView', '@/features/search/engine/queryClient']);
    for (const specifier of named) expect(fileOf(specifier)).toBeDefined();
  });

  it('prerenders only addresses of public routes that say so, without a query, in both editions', () => {
    const english = PRERENDER_PATHS.filter((address) => !address.startsWith('/hi/'));
    expect(english).toHaveLength(1 + 4 + 1 + PRODUCTS.length + 7);
    // The Hindi edition (issue 36): the same pages under /hi/, the home page at /hi/.
    expect(PRERENDER_PATHS.filter((address) => address.startsWith('/hi/'))).toEqual(
      english.map((address) => `/hi${address}`),
    );
    expect(PRERENDER_PATHS).toContain('/hi/');
    for (const address of PRERENDER_PATHS) {
      const route = routeAt(shopPath(address));
      const listed = typeof route?.prerender === 'function' ? route.prerender(PRODUCTS) : route?.prerender;
      expect(listed).toContain(shopPath(address));
      expect(route?.guard).toBeUndefined();
      expect(address).not.toContain('?');
    }
    expect(new Set(PRERENDER_PATHS).size).toBe(PRERENDER_PATHS.length);
  });

  it("sends the build's checks only to addresses of routes, the hydration check to prerendered ones", () => {
    const budgeted = CHECKED_PAGES.budget.map((check) => check.address);
    for (const address of [...CHECKED_PAGES.hydration, ...CHECKED_PAGES.lighthouse, ...budgeted]) {
      expect(routeAt(shopPath(address.split('?')[0] ?? address))).toBeDefined();
    }
    for (const address of CHECKED_PAGES.hydration) expect(PRERENDER_PATHS).toContain(address);
    expect(CHECKED_PAGES.lighthouse).toEqual(['/', '/women', '/product/1', '/search?q=shirt']);
  });

  it('checks the hydration of every prerendered route unless it opts out, once per route but where it says more', () => {
    for (const route of PRERENDERED) {
      const checked = CHECKED_PAGES.hydration.filter(
        (address) => !address.startsWith('/hi/') && routeAt(address) === route,
      );
      if (route.checks?.hydration === false) expect(checked).toEqual([]);
      else
        expect(checked).toEqual(
          route.checks?.hydration ?? [PRERENDER_PATHS.find((a) => routeAt(a) === route)],
        );
    }
    // Today no route opts out: the home page, each category, the sale, two products, each information page.
    expect(CHECKED_PAGES.hydration).toEqual([
      '/',
      '/women',
      '/men',
      '/kids',
      '/beauty',
      '/sale',
      '/product/1',
      '/product/45',
      '/contact',
      '/faq',
      '/return-policy',
      '/shipping',
      '/privacy',
      '/terms',
      '/grievance',
      '/hi/',
      '/hi/product/1',
      '/hi/faq',
    ]);
  });

  it('measures the JavaScript of every prerendered route and of the search, each against its limit', () => {
    const english = CHECKED_PAGES.budget.filter((check) => !check.address.startsWith('/hi/'));
    const budgeted = english.map((check) => routeAt(check.address));
    for (const route of PRERENDERED) expect(budgeted).toContain(route);
    expect(budgeted).toContain(routeAt('/search?q=shirt'));
    expect(new Set(budgeted).size).toBe(budgeted.length);
    // The Hindi edition's home and product page: their twins' limits and the words' chunk.
    const limitOf = (address: string) =>
      CHECKED_PAGES.budget.find((check) => check.address === address)?.kib ?? 0;
    expect(limitOf('/hi/') - limitOf('/')).toBe(limitOf('/hi/product/1') - limitOf('/product/1'));
    expect(limitOf('/hi/')).toBeGreaterThan(limitOf('/'));
    expect(CHECKED_PAGES.budget[0]).toEqual({ address: '/', kib: FIRST_LOAD_BUDGET_KIB });
    for (const { kib } of CHECKED_PAGES.budget) expect(kib).toBeGreaterThanOrEqual(FIRST_LOAD_BUDGET_KIB);
  });

  it.each(['/', '/product/1', '/faq'])('links only to routes of the table from %s', async (address) => {
    renderWithProviders(<AppRoutes />, { route: address });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const internal = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')).map(
      (a) => a.getAttribute('href') ?? '',
    );
    expect(internal.length).toBeGreaterThan(10);
    // A link to an address no route serves (a route added in a link only) fails here; the language
    // switch's is the same page in the Hindi edition (issue 36).
    expect(internal.filter((href) => !routeAt(shopPath(href.split('?')[0] ?? href)))).toEqual([]);
    expect(internal.filter((href) => href.startsWith('/hi/'))).toHaveLength(1);
  });
});

describe("the route table's withQuery", () => {
  it.each([
    ['/search?q=shirt', true],
    ['/search?q=silk%20saree&sort=priceLowToHigh', true],
    ['/search', false],
    ['/search?q=', false],
    ['/search?q=%20%20', false],
    ['/search?sort=priceLowToHigh', false],
    ['/women?q=shirt', false],
    ['/search/extra?q=shirt', false],
  ])("%s needs the catalogue's worker at once: %s", (address, needs) => {
    const { pathname, search } = new URL(address, 'https://rangoli.test');
    expect(routeNeedsWorker({ pathname, search })).toBe(needs);
  });
});

describe('loadPageAt', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/', '/'],
    ['/women', '/women'],
    ['/product/7', '/product/:id'],
    ['/no/such/page', '*'],
  ])("starts loading the page of %s's route (%s) and no other", (pathname, path) => {
    const spies = ROUTES.map((route) => jest.spyOn(route, 'page').mockResolvedValue({ default: () => null }));
    loadPageAt(pathname);
    const started = ROUTES.filter((_, index) => (spies[index]?.mock.calls.length ?? 0) > 0).map(
      (route) => route.path,
    );
    expect(started).toEqual([path]);
  });
});

describe("the browser's copy of the table", () => {
  it('leaves out what only the build reads, and keeps what main.tsx and the router read', () => {
    let browserRoutes: readonly AppRoute[] = [];
    const before = process.env.BROWSER_BUNDLE;
    process.env.BROWSER_BUNDLE = '1';
    try {
      jest.isolateModules(() => {
        browserRoutes = (jest.requireActual('./routes') as typeof RoutesModule).ROUTES;
      });
    } finally {
      if (before === undefined) delete process.env.BROWSER_BUNDLE;
      else process.env.BROWSER_BUNDLE = before;
    }
    expect(browserRoutes.map((route) => route.path)).toEqual(ROUTES.map((route) => route.path));
    for (const route of browserRoutes) {
      expect(Object.keys(route).filter((key) => ['prerender', 'preload', 'checks'].includes(key))).toEqual(
        [],
      );
    }
    const search = browserRoutes.find((route) => route.path === '/search');
    expect(search?.withQuery).toEqual({ param: 'q', worker: true });
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
    ['/grievance', 'Grievance Officer — Rangoli'],
    ['/privacy-centre', 'Privacy Centre — Rangoli'],
    ['/complaints/CMP-1001', 'Complaint not found — Rangoli'],
    ['/no-such-page', 'Page not found — Rangoli'],
  ])('%s is titled %s', (address, title) => {
    renderWithProviders(<p>Any screen</p>, { route: address });
    expect(document.title).toBe(title);
  });
});
