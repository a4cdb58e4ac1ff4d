import { ROUTES as TABLE } from '@/app/routes';
import { PRODUCTS } from '@/features/catalog';
import { hintsScript, routeHintsFor } from './route-hints-plugin';

const ROUTES = [
  { path: '^/$', files: ['/js/home.1.js'], images: ['/assets/categories/women.svg'] },
  { path: '^/search$', query: 'q', files: ['/js/search.1.js', '/js/search-engine.1.js'] },
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

  it('preloads the search engine only when there is a query to run', () => {
    expect(preloadsAt('/search?q=shirt').map((l) => l.href)).toEqual([
      '/js/search.1.js',
      '/js/search-engine.1.js',
    ]);
    expect(preloadsAt('/search?q=%20').map((l) => l.href)).toEqual(['/js/search.1.js']);
    expect(preloadsAt('/search').map((l) => l.href)).toEqual(['/js/search.1.js']);
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
