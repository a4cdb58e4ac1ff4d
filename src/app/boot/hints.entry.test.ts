import { preloadsAt, ROUTE_HINTS_ID, startRouteHints, type RouteHint, type RouteHints } from './hints.entry';
import { takeCatalogWorker } from './catalogWorker';

const ROUTES: RouteHint[] = [
  { path: '^/$', scripts: ['/js/home.1.js'], images: ['/assets/categories/women.svg'] },
  {
    path: '^/search$',
    query: 'q',
    scripts: ['/js/search.1.js', '/js/catalog-client.1.js'],
    worker: true,
  },
  { path: '^/search$', scripts: ['/js/search.1.js'] },
  {
    path: '^/product/([1-9][0-9]*)$',
    scripts: ['/js/product.1.js'],
    images: ['/assets/products/$1.svg'],
    maxId: 70,
  },
];

const SHARDS = ['/data/products-0.1.json', '/data/products-1.1.json'];

/** The shell at an address, with the hints' data in its head; runs the script and returns the preloads it added. */
function preloadsOnShellAt(address: string, data: RouteHints | null = { routes: ROUTES, shards: SHARDS }) {
  window.history.pushState({}, '', address);
  document.head.innerHTML = '';
  if (data) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = ROUTE_HINTS_ID;
    element.textContent = JSON.stringify(data);
    document.head.append(element);
  }
  startRouteHints(document);
  return Array.from(document.head.querySelectorAll('link')).map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }));
}

afterAll(() => window.history.pushState({}, '', '/'));

describe('the route hints: which route an address is', () => {
  it("gives the route's scripts, then its pictures with `$1` the path's number", () => {
    expect(preloadsAt(ROUTES, '/product/7')).toEqual({
      preloads: [
        { href: '/js/product.1.js', as: 'script' },
        { href: '/assets/products/7.svg', as: 'image' },
      ],
      worker: false,
    });
  });

  it('takes the first route that matches: the one with a query only when the query is not blank', () => {
    expect(preloadsAt(ROUTES, '/search', '?q=shirt')?.preloads.map((p) => p.href)).toEqual([
      '/js/search.1.js',
      '/js/catalog-client.1.js',
    ]);
    expect(preloadsAt(ROUTES, '/search', '?q=shirt')?.worker).toBe(true);
    for (const search of ['', '?q=', '?q=%20', '?sort=price']) {
      expect(preloadsAt(ROUTES, '/search', search)).toEqual({
        preloads: [{ href: '/js/search.1.js', as: 'script' }],
        worker: false,
      });
    }
  });

  it('matches a product id only from 1 to maxId', () => {
    expect(preloadsAt(ROUTES, '/product/1')).toBeDefined();
    expect(preloadsAt(ROUTES, '/product/70')).toBeDefined();
    expect(preloadsAt(ROUTES, '/product/71')).toBeUndefined();
    expect(preloadsAt(ROUTES, '/product/0')).toBeUndefined();
    expect(preloadsAt(ROUTES, '/product/99999999999999999999')).toBeUndefined();
  });

  it('gives nothing for an address no route matches', () => {
    for (const pathname of ['/product/abc', '/checkout', '/women/extra', '']) {
      expect(preloadsAt(ROUTES, pathname)).toBeUndefined();
    }
  });
});

describe('the route hints script on the shell', () => {
  it("preloads the route's chunks, and its first picture with a high priority", () => {
    expect(preloadsOnShellAt('/')).toEqual([
      { rel: 'preload', as: 'script', href: '/js/home.1.js', priority: null },
      { rel: 'preload', as: 'image', href: '/assets/categories/women.svg', priority: 'high' },
    ]);
  });

  it('preloads nothing on an address no route matches, or without its data', () => {
    expect(preloadsOnShellAt('/checkout')).toEqual([]);
    expect(preloadsOnShellAt('/', null)).toEqual([]);
  });

  it("starts the catalogue's worker, told where the shards are, only when the route needs it, and hands it to the app", () => {
    const started: { url: string; name: string; posted: unknown[] }[] = [];
    class FakeWorker {
      posted: unknown[] = [];
      constructor(url: URL, options: { name: string }) {
        started.push({ url: String(url), name: options.name, posted: this.posted });
      }
      postMessage(message: unknown) {
        this.posted.push(message);
      }
    }
    const real = (window as { Worker?: unknown }).Worker;
    (window as { Worker?: unknown }).Worker = FakeWorker;
    try {
      preloadsOnShellAt('/search');
      preloadsOnShellAt('/search?q=%20');
      expect(started).toEqual([]);
      preloadsOnShellAt('/search?q=shirt');
      expect(started).toEqual([
        {
          url: expect.stringMatching(/\/catalog\.worker\.ts$/),
          name: 'catalog',
          posted: [
            {
              type: 'init',
              shards: SHARDS.map((shard) => `${location.origin}${shard}`),
            },
          ],
        },
      ]);
      // The app takes over that worker, once; then it would start its own.
      const early = takeCatalogWorker();
      expect(early).toBeInstanceOf(FakeWorker);
      expect(takeCatalogWorker()).not.toBe(early);
      expect(started).toHaveLength(2);
    } finally {
      (window as { Worker?: unknown }).Worker = real;
    }
  });
});
