/** @jest-environment node */
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { prerenderPaths } from '@/app/routes';
import { preloadsAt, type RouteHint } from '@/app/boot/hints.entry';
import { PRODUCTS, type Product } from '@/features/catalog';
import { shopPath } from '@/shared/i18n';
import { modulesOf, routeHints, type TableRoute } from './routeHints';
import { routeTable } from './routeModules';

/** A build whose lazy chunk of each module is one file named after it, and whose pages share `/js/shared.js`. */
const files = (module: string) =>
  module.startsWith('@/pages/') && !module.endsWith('View')
    ? ['/js/shared.js', `/js/${module.slice(2)}.js`]
    : [`/js/${module.slice(2)}.js`];

const ROOT = path.resolve(__dirname, '../..');

/** The route table as the build reads it, and its hints over the shop's catalogue. */
let TABLE: TableRoute<readonly Product[]>[] = [];
let HINTS: RouteHint[] = [];
beforeAll(async () => {
  TABLE = await routeTable(path.join(ROOT, 'src/app/routes.ts'), ROOT);
  HINTS = routeHints(TABLE, PRODUCTS, files);
});

describe('route hints from the route table', () => {
  it("are the public routes in order, each with its page's chunk and those of the modules it preloads", () => {
    expect(HINTS).toEqual([
      {
        path: '^/$',
        scripts: ['/js/shared.js', '/js/pages/home/HomePage.js'],
        images: ['women', 'men', 'kids', 'beauty'].map((slug) => `/assets/categories/${slug}.svg`),
      },
      ...['women', 'men', 'kids', 'beauty'].map((slug) => ({
        path: `^/${slug}$`,
        scripts: ['/js/shared.js', '/js/pages/category/CategoryPage.js'],
      })),
      { path: '^/sale$', scripts: ['/js/shared.js', '/js/pages/sale/SalePage.js'] },
      {
        path: '^/product/([1-9][0-9]*)$',
        scripts: ['/js/shared.js', '/js/pages/product/ProductPage.js', '/js/pages/product/ProductView.js'],
        images: ['/assets/products/$1.svg'],
        maxId: PRODUCTS.length,
      },
      // With a query, the catalogue's client too, and its worker (whose script a preload cannot serve).
      {
        path: '^/search$',
        query: 'q',
        scripts: [
          '/js/shared.js',
          '/js/pages/search/SearchPage.js',
          '/js/features/search/engine/queryClient.js',
        ],
        worker: true,
      },
      { path: '^/search$', scripts: ['/js/shared.js', '/js/pages/search/SearchPage.js'] },
      { path: '^/cart$', scripts: ['/js/shared.js', '/js/pages/cart/CartPage.js'] },
      { path: '^/wishlist$', scripts: ['/js/shared.js', '/js/pages/wishlist/WishlistPage.js'] },
      { path: '^/login$', scripts: ['/js/shared.js', '/js/pages/auth/LoginPage.js'] },
      { path: '^/signup$', scripts: ['/js/shared.js', '/js/pages/auth/SignupPage.js'] },
      { path: '^/forgot-password$', scripts: ['/js/shared.js', '/js/pages/auth/ForgotPasswordPage.js'] },
      { path: '^/contact$', scripts: ['/js/shared.js', '/js/pages/contact/ContactPage.js'] },
      { path: '^/faq$', scripts: ['/js/shared.js', '/js/pages/info/FaqPage.js'] },
      { path: '^/return-policy$', scripts: ['/js/shared.js', '/js/pages/info/ReturnPolicyPage.js'] },
      { path: '^/shipping$', scripts: ['/js/shared.js', '/js/pages/info/ShippingPage.js'] },
      { path: '^/privacy$', scripts: ['/js/shared.js', '/js/pages/info/PrivacyPage.js'] },
      { path: '^/terms$', scripts: ['/js/shared.js', '/js/pages/info/TermsPage.js'] },
      { path: '^/grievance$', scripts: ['/js/shared.js', '/js/pages/info/GrievancePage.js'] },
      {
        path: '^/privacy-centre$',
        scripts: ['/js/shared.js', '/js/pages/privacy-centre/PrivacyCentrePage.js'],
      },
      { path: '^/complaints/([^/]+)$', scripts: ['/js/shared.js', '/js/pages/complaint/ComplaintPage.js'] },
    ]);
  });

  it("give each prerendered page its own route's page chunk (the matcher the prerender and the browser share)", () => {
    for (const address of prerenderPaths(PRODUCTS)) {
      // The route the router gives the address.
      const route = matchRoutes([...TABLE], shopPath(address))![0]!.route;
      const scripts = preloadsAt(HINTS, address)?.preloads.filter((preload) => preload.as === 'script');
      expect(scripts?.map((preload) => preload.href)).toContain(`/js/${route.page.slice(2)}.js`);
    }
  });

  it("preload no product picture for a catalogue whose products borrow others' artwork (the bench's)", () => {
    const borrowed = PRODUCTS.map((product) => ({ ...product, id: product.id + 70 }));
    const product = routeHints(TABLE, borrowed, files).find((hint) => hint.path.startsWith('^/product/'));
    expect(product).toEqual({
      path: '^/product/([1-9][0-9]*)$',
      scripts: ['/js/shared.js', '/js/pages/product/ProductPage.js', '/js/pages/product/ProductView.js'],
      maxId: 70,
    });
  });

  it('leave out signed-in-only routes and the catch-all', () => {
    const paths = HINTS.map((hint) => hint.path);
    for (const path of ['^/checkout$', '^/orders$', '^/orders/([^/]+)$', '^/profile$', '^*$']) {
      expect(paths).not.toContain(path);
    }
  });

  it('stop at a module that is not the root of a lazy chunk', () => {
    const missing = (module: string) => {
      if (module.endsWith('ProductView')) throw new Error(`not a lazy chunk: ${module}`);
      return files(module);
    };
    expect(() => routeHints(TABLE, PRODUCTS, missing)).toThrow(
      'not a lazy chunk: @/pages/product/ProductView',
    );
  });

  it("name every module a route loads, its page's first, signed-in-only routes too", () => {
    const product = TABLE.find((route) => route.path === '/product/:id')!;
    expect(modulesOf(product)).toEqual(['@/pages/product/ProductPage', '@/pages/product/ProductView']);
    const search = TABLE.find((route) => route.path === '/search')!;
    expect(modulesOf(search)).toEqual(['@/pages/search/SearchPage', '@/features/search/engine/queryClient']);
    const checkout = TABLE.find((route) => route.path === '/checkout')!;
    expect(modulesOf(checkout)).toEqual(['@/pages/checkout/CheckoutPage']);
  });
});
