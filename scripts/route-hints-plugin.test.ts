import { ROUTES as TABLE } from '@/app/routes';
import { PRODUCTS } from '@/features/catalog';
import { hintsScript, routeHintsFor } from './route-hints-plugin';

const ROUTES = [
  { path: '^/$', files: ['/js/home.1.js'], images: ['/assets/categories/women.svg'] },
  {
    path: '^/search$',
    query: 'q',
    files: ['/js/search.1.js', '/js/catalog-client.1.js'],
    worker: {
      file: '/js/catalog-worker.1.js',
      shards: ['/data/products-0.1.json', '/data/products-1.1.json'],
    },
  },
  { path: '^/search$', files: ['/js/search.1.js'] },
  {
    path: '^/product/([1-9][0-9]*)$',
    files: ['/js/product.1.js'],
    images: ['/assets/products/$1.svg'],
    maxId: 70,
  },
];

/** Runs the emitted script at an address and returns the preloads it added. */
function preloadsAt(address: string) {
  window.history.pushState({}, '', address);
  document.head.innerHTML = '';
  new Function(hintsScript(ROUTES))();
  return Array.from(document.head.querySelectorAll('link')).map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }));
}

afterAll(() => window.history.pushState({}, '', '/'));

describe('route hints script', () => {
  it("preloads the route's chunks and first picture", () => {
    expect(preloadsAt('/')).toEqual([
      { rel: 'preload', as: 'script', href: '/js/home.1.js', priority: null },
      { rel: 'preload', as: 'image', href: '/assets/categories/women.svg', priority: 'high' },
    ]);
  });

  it("preloads the catalogue's client only when there is a query to run", () => {
    expect(preloadsAt('/search?q=shirt').map((l) => l.href)).toEqual([
      '/js/search.1.js',
      '/js/catalog-client.1.js',
    ]);
    expect(preloadsAt('/search?q=%20').map((l) => l.href)).toEqual(['/js/search.1.js']);
    expect(preloadsAt('/search').map((l) => l.href)).toEqual(['/js/search.1.js']);
  });

  it("starts the catalogue's worker, told where the shards are, only when there is a query to run", () => {
    const started: { url: string; name: string; posted: unknown[] }[] = [];
    class FakeWorker {
      posted: unknown[] = [];
      constructor(url: string, options: { name: string }) {
        started.push({ url, name: options.name, posted: this.posted });
      }
      postMessage(message: unknown) {
        this.posted.push(message);
      }
    }
    const real = (window as { Worker?: unknown }).Worker;
    (window as { Worker?: unknown }).Worker = FakeWorker;
    try {
      preloadsAt('/search');
      preloadsAt('/search?q=%20');
      expect(started).toEqual([]);
      preloadsAt('/search?q=shirt');
      expect(started).toEqual([
        {
          url: '/js/catalog-worker.1.js',
          name: 'catalog',
          posted: [
            {
              type: 'init',
              shards: [
                `${location.origin}/data/products-0.1.json`,
                `${location.origin}/data/products-1.1.json`,
              ],
            },
          ],
        },
      ]);
      expect((window as { rangoliCatalogWorker?: unknown }).rangoliCatalogWorker).toBeInstanceOf(FakeWorker);
    } finally {
      (window as { Worker?: unknown }).Worker = real;
      delete (window as { rangoliCatalogWorker?: unknown }).rangoliCatalogWorker;
    }
  });

  it("preloads a known product's chunks and picture, nothing for an unknown id (it goes home)", () => {
    expect(preloadsAt('/product/7').map((l) => l.href)).toEqual([
      '/js/product.1.js',
      '/assets/products/7.svg',
    ]);
    expect(preloadsAt('/product/71')).toEqual([]);
  });

  it('preloads nothing on an address no route matches', () => {
    expect(preloadsAt('/product/abc')).toEqual([]);
    expect(preloadsAt('/checkout')).toEqual([]);
    expect(preloadsAt('/women/extra')).toEqual([]);
  });
});

describe('route hints from the route table', () => {
  it('are the public routes in order, with their chunks and pictures', () => {
    expect(routeHintsFor(TABLE, PRODUCTS)).toEqual([
      {
        path: '^/$',
        chunks: ['home'],
        images: ['women', 'men', 'kids', 'beauty'].map((slug) => `/assets/categories/${slug}.svg`),
      },
      { path: '^/women$', chunks: ['category'] },
      { path: '^/men$', chunks: ['category'] },
      { path: '^/kids$', chunks: ['category'] },
      { path: '^/beauty$', chunks: ['category'] },
      { path: '^/sale$', chunks: ['sale'] },
      {
        path: '^/product/([1-9][0-9]*)$',
        chunks: ['product', 'product-view'],
        images: ['/assets/products/$1.svg'],
        maxId: PRODUCTS.length,
      },
      // Search is worked out in the catalogue's worker, whose script a preload cannot serve.
      { path: '^/search$', query: 'q', chunks: ['search', 'catalog-client'], worker: true },
      { path: '^/search$', chunks: ['search'] },
      { path: '^/cart$', chunks: ['cart'] },
      { path: '^/wishlist$', chunks: ['wishlist'] },
      { path: '^/login$', chunks: ['login'] },
      { path: '^/signup$', chunks: ['signup'] },
      { path: '^/forgot-password$', chunks: ['forgot-password'] },
      { path: '^/contact$', chunks: ['contact'] },
      { path: '^/faq$', chunks: ['faq'] },
      { path: '^/return-policy$', chunks: ['return-policy'] },
      { path: '^/shipping$', chunks: ['shipping'] },
      { path: '^/privacy$', chunks: ['privacy'] },
      { path: '^/terms$', chunks: ['terms'] },
    ]);
  });

  it("preload no product picture for a catalogue whose products borrow others' artwork (the bench's)", () => {
    const borrowed = PRODUCTS.map((product) => ({ ...product, id: product.id + 70 }));
    const product = routeHintsFor(TABLE, borrowed).find((hint) => hint.path.startsWith('^/product/'));
    expect(product).toEqual({
      path: '^/product/([1-9][0-9]*)$',
      chunks: ['product', 'product-view'],
      maxId: 70,
    });
  });

  it('leave out signed-in-only routes and the catch-all', () => {
    const paths = routeHintsFor(TABLE, PRODUCTS).map((hint) => hint.path);
    for (const path of ['^/checkout$', '^/orders$', '^/profile$', '^*$']) expect(paths).not.toContain(path);
  });
});
