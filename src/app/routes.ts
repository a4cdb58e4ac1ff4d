import type { ComponentType } from 'react';
import type { CatalogState, Product } from '@/features/catalog';
import { SHOP_NAME, SHOP_TAGLINE } from '@/shared/lib/constants';
import { searchHeading } from '@/shared/lib/firstLoadText';

/**
 * The route table: the one list of the shop's routes. The router (router.tsx), the document title
 * (DocumentTitle.tsx), the build's prerender (prerender.tsx), the route hints (webpack.config.ts)
 * and the build's checks (scripts/) all read it; routes.test.tsx fails when a route is added
 * anywhere else.
 *
 * It imports no component (only types and shared text): webpack's config reads it in Node. What
 * depends on the catalogue (the products to prerender, the known ids) is a function of it.
 */

/** What a title is worked out from: the matched route's params, the query, and the store. */
export interface RouteContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  state: { catalog: Pick<CatalogState, 'products'> };
}

export interface AppRoute {
  /** The path pattern, as react-router matches it. */
  path: string;
  /**
   * The page's chunk name (the `webpackChunkName` of `page`): the route hints preload it. Only the
   * build reads it (see FOR_BUILD).
   */
  chunk?: string;
  /** The page (its module's default export), loaded lazily: one chunk per page. */
  page: () => Promise<{ default: ComponentType }>;
  /** `signedIn`: guests go to /login, and come back after signing in. */
  guard?: 'signedIn';
  /** The document title, before " — Rangoli" ('' for the home page's own title). */
  title: string | ((context: RouteContext) => string);
  /** What stands between the title and the shop's name: " — " unless told (products: " | "). */
  titleSeparator?: string;
  /**
   * The addresses prerendered at build time: only pages that are the same for every first-time
   * guest, without a query string.
   */
  prerender?: readonly string[] | ((catalog: readonly Product[]) => readonly string[]);
  /**
   * What the first paint needs besides main.js and the page's chunk, preloaded from the HTML:
   * more chunks, pictures (`$1` is the path's first parameter), and chunks needed only when a
   * query parameter is there. `maxId`: only for ids 1 to maxId (the known products).
   */
  preload?: {
    chunks?: readonly string[];
    images?: readonly string[] | ((catalog: readonly Product[]) => readonly string[]);
    maxId?: (catalog: readonly Product[]) => number;
    /** With this search parameter: more chunks, and `worker`, the catalogue's worker started at once. */
    withQuery?: { param: string; chunks: readonly string[]; worker?: boolean };
  };
  /**
   * Addresses the build's checks visit: the hydration check (`hydration`), Lighthouse
   * (`lighthouse`) and the JavaScript budget (`budget`).
   */
  checks?: { hydration?: readonly string[]; lighthouse?: string; budget?: boolean };
}

/**
 * Whether this copy of the table is read by the build (webpack's config, the prerender, the
 * scripts, jest) rather than the browser. The browser's bundle leaves out what only the build reads
 * (`prerender`, `preload`, `checks`): webpack defines `process.env.BROWSER_BUNDLE` there, so each
 * `...(FOR_BUILD && {...})` below is dead code Terser drops.
 */
const FOR_BUILD = !process.env.BROWSER_BUNDLE;

/** How many product pages a build prerenders at most: all of the 70, the first 1,000 of a large catalogue. */
export const PRERENDERED_PRODUCTS = 1000;

const category = (name: string, slug: string): AppRoute => ({
  path: `/${slug}`,
  page: () => import(/* webpackChunkName: "category" */ '@/pages/category/CategoryPage'),
  title: name,
  ...(FOR_BUILD && { chunk: 'category', prerender: [`/${slug}`] }),
});

const info = (path: string, chunk: string, title: string, page: AppRoute['page']): AppRoute => ({
  path,
  page,
  title,
  ...(FOR_BUILD && { chunk, prerender: [path] }),
});

export const ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    page: () => import(/* webpackChunkName: "home" */ '@/pages/home/HomePage'),
    title: '',
    ...(FOR_BUILD && {
      chunk: 'home',
      prerender: ['/'],
      // The category tiles' bundled artwork is the home page's largest paint on a phone.
      preload: { images: ['women', 'men', 'kids', 'beauty'].map((slug) => `/assets/categories/${slug}.svg`) },
      checks: { hydration: ['/'], lighthouse: '/', budget: true },
    }),
  },
  {
    ...category('Women', 'women'),
    ...(FOR_BUILD && { checks: { hydration: ['/women'], lighthouse: '/women' } }),
  },
  category('Men', 'men'),
  category('Kids', 'kids'),
  category('Beauty', 'beauty'),
  {
    path: '/sale',
    page: () => import(/* webpackChunkName: "sale" */ '@/pages/sale/SalePage'),
    title: 'Sale',
    ...(FOR_BUILD && { chunk: 'sale', prerender: ['/sale'], checks: { hydration: ['/sale'] } }),
  },
  {
    path: '/product/:id',
    page: () => import(/* webpackChunkName: "product" */ '@/pages/product/ProductPage'),
    // "Chanderi Silk Anarkali Kurta by Biba | Rangoli": the name and brand a shopper searches for.
    title: ({ params, state }) => {
      // The product when it is at hand (in the browser, once its shard has arrived).
      const product = state.catalog.products.find((candidate) => candidate.id === Number(params.id));
      if (!product) return 'Product';
      return product.brand ? `${product.name} by ${product.brand}` : product.name;
    },
    titleSeparator: ' | ',
    ...(FOR_BUILD && {
      chunk: 'product',
      // Every product of the shop's own catalogue; of a large one, the first PRERENDERED_PRODUCTS
      // (the others render in the browser from the shell, as fast: their shard and chunk are preloaded).
      prerender: (catalog) =>
        catalog.slice(0, PRERENDERED_PRODUCTS).map((product) => `/product/${product.id}`),
      preload: {
        chunks: ['product-view'],
        // Its artwork, /assets/products/{id}.svg: a synthetic catalogue's products borrow the 70
        // drawings, and their pages preload none (the prerendered page names it in its <img>).
        images: (catalog) =>
          catalog.every((product) => product.image === `/assets/products/${product.id}.svg`)
            ? ['/assets/products/$1.svg']
            : [],
        maxId: (catalog) => catalog.length,
      },
      checks: { hydration: ['/product/1', '/product/45'], lighthouse: '/product/1' },
    }),
  },
  {
    path: '/search',
    page: () => import(/* webpackChunkName: "search" */ '@/pages/search/SearchPage'),
    title: ({ search }) => {
      const query = search.get('q')?.trim();
      return query ? searchHeading(query) : 'Search';
    },
    ...(FOR_BUILD && {
      chunk: 'search',
      // With a query, the results need the catalogue at once: its client's chunk, and its worker,
      // which the route hints start beside main.js (main.tsx takes it over).
      preload: { withQuery: { param: 'q', chunks: ['catalog-client'], worker: true } },
      checks: { lighthouse: '/search?q=shirt' },
    }),
  },
  {
    path: '/cart',
    page: () => import(/* webpackChunkName: "cart" */ '@/pages/cart/CartPage'),
    title: 'Your Cart',
    ...(FOR_BUILD && { chunk: 'cart' }),
  },
  {
    path: '/wishlist',
    page: () => import(/* webpackChunkName: "wishlist" */ '@/pages/wishlist/WishlistPage'),
    title: 'My Wishlist',
    ...(FOR_BUILD && { chunk: 'wishlist' }),
  },
  {
    path: '/checkout',
    page: () => import(/* webpackChunkName: "checkout" */ '@/pages/checkout/CheckoutPage'),
    guard: 'signedIn',
    title: 'Checkout',
    ...(FOR_BUILD && { chunk: 'checkout' }),
  },
  {
    path: '/orders',
    page: () => import(/* webpackChunkName: "orders" */ '@/pages/orders/OrdersPage'),
    guard: 'signedIn',
    title: 'My Orders',
    ...(FOR_BUILD && { chunk: 'orders' }),
  },
  {
    path: '/orders/:id',
    page: () => import(/* webpackChunkName: "order-details" */ '@/pages/orders/OrderDetailsPage'),
    guard: 'signedIn',
    title: ({ params }) => `Order ${params.id ?? ''}`,
    ...(FOR_BUILD && { chunk: 'order-details' }),
  },
  {
    path: '/profile',
    page: () => import(/* webpackChunkName: "profile" */ '@/pages/profile/ProfilePage'),
    guard: 'signedIn',
    title: 'My Profile',
    ...(FOR_BUILD && { chunk: 'profile' }),
  },
  {
    path: '/login',
    page: () => import(/* webpackChunkName: "login" */ '@/pages/auth/LoginPage'),
    title: 'Sign in',
    ...(FOR_BUILD && { chunk: 'login' }),
  },
  {
    path: '/signup',
    page: () => import(/* webpackChunkName: "signup" */ '@/pages/auth/SignupPage'),
    title: 'Sign up',
    ...(FOR_BUILD && { chunk: 'signup' }),
  },
  {
    path: '/forgot-password',
    page: () => import(/* webpackChunkName: "forgot-password" */ '@/pages/auth/ForgotPasswordPage'),
    title: 'Forgot password',
    ...(FOR_BUILD && { chunk: 'forgot-password' }),
  },
  {
    ...info(
      '/contact',
      'contact',
      'Contact us',
      () => import(/* webpackChunkName: "contact" */ '@/pages/contact/ContactPage'),
    ),
    ...(FOR_BUILD && { checks: { hydration: ['/contact'] } }),
  },
  {
    ...info('/faq', 'faq', 'FAQ', () => import(/* webpackChunkName: "faq" */ '@/pages/info/FaqPage')),
    ...(FOR_BUILD && { checks: { hydration: ['/faq'] } }),
  },
  info(
    '/return-policy',
    'return-policy',
    'Return Policy',
    () => import(/* webpackChunkName: "return-policy" */ '@/pages/info/ReturnPolicyPage'),
  ),
  info(
    '/shipping',
    'shipping',
    'Shipping',
    () => import(/* webpackChunkName: "shipping" */ '@/pages/info/ShippingPage'),
  ),
  info(
    '/privacy',
    'privacy',
    'Privacy Policy',
    () => import(/* webpackChunkName: "privacy" */ '@/pages/info/PrivacyPage'),
  ),
  info(
    '/terms',
    'terms',
    'Terms of Use',
    () => import(/* webpackChunkName: "terms" */ '@/pages/info/TermsPage'),
  ),
  {
    path: '*',
    page: () => import(/* webpackChunkName: "not-found" */ '@/pages/not-found/NotFoundPage'),
    title: 'Page not found',
    ...(FOR_BUILD && { chunk: 'not-found' }),
  },
];

/** Every address the build prerenders from this catalogue, in the table's order. */
export function prerenderPaths(catalog: readonly Product[]): readonly string[] {
  return ROUTES.flatMap((route) =>
    typeof route.prerender === 'function' ? route.prerender(catalog) : (route.prerender ?? []),
  );
}

/** The addresses each of the build's checks visits. */
export function checkedPages() {
  return {
    hydration: ROUTES.flatMap((route) => route.checks?.hydration ?? []),
    lighthouse: ROUTES.flatMap((route) => route.checks?.lighthouse ?? []),
    budget: ROUTES.filter((route) => route.checks?.budget).map((route) => route.path),
  };
}

/**
 * The document title of a matched route: "Women — Rangoli", "Kurta by Biba | Rangoli", or the shop's
 * own on the home page.
 */
export function documentTitle(route: AppRoute, context: RouteContext): string {
  const title = typeof route.title === 'function' ? route.title(context) : route.title;
  return title ? `${title}${route.titleSeparator ?? ' — '}${SHOP_NAME}` : `${SHOP_NAME} — ${SHOP_TAGLINE}`;
}
