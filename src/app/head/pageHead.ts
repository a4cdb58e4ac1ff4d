import { matchRoutes } from 'react-router-dom';
import { artOf, type Product } from '@/features/catalog';
import { SHOP_NAME, SHOP_TAGLINE } from '@/shared/lib/constants';
import { absoluteUrl } from '@/shared/lib/siteUrl';
import { editionOf, editionPath, shopPath, translate, type Edition } from '@/shared/i18n';
import { documentTitle, ROUTES, type AppRoute } from '../routes';
import {
  categoryAt,
  categoryDescription,
  fixedDescription,
  productDescription,
  saleDescription,
} from './descriptions';

/** What a page says about itself in its `<head>`: for search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The canonical URL: absolute, without the query string. */
  url: string;
  /** Open Graph's type. */
  type: 'website' | 'product';
  /** The preview picture (absolute): the product's on product pages, the shop's elsewhere. */
  image: string;
  /** What the preview picture shows, for those who cannot see it. */
  imageAlt: string;
  /** The page's edition (issue 36): its language, and Open Graph's locale. */
  edition: Edition;
  /**
   * The page in each edition (absolute), for `<link rel="alternate" hreflang>`: English, Hindi,
   * and English again as the default for any other language.
   */
  alternates: readonly { hreflang: 'en-IN' | 'hi-IN' | 'x-default'; href: string }[];
}

/** react-router's matcher takes a mutable list. */
const MATCHABLE: AppRoute[] = [...ROUTES];

/**
 * The preview picture of a product: a PNG made from its artwork at build time
 * (scripts/og-images.mjs), PREVIEW_SIZE pixels; one per artwork (a synthetic catalogue's products
 * share the 70 drawings).
 */
export const productImagePath = (product: Pick<Product, 'id' | 'image'>) =>
  `/assets/og/${artOf(product) ?? product.id}.png`;
/** The size of every preview picture: what chat apps and social sites show best. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** The shop's own preview picture. */
export const SHOP_IMAGE_PATH = '/assets/og/rangoli.png';

/** The product a product page shows, if the path is one and the product exists. */
export function productAt(path: string, catalog: readonly Product[]): Product | undefined {
  const id = /^\/product\/(\d+)$/.exec(path)?.[1];
  return id === undefined ? undefined : catalog.find((product) => product.id === Number(id));
}

/** The discounted products, as /sale lists them. */
export const discountedIn = (catalog: readonly Product[]) =>
  catalog.filter((product) => product.originalPrice > product.price && product.discount > 0);

/**
 * The head of the page at `address` (a path without query string: `/women`, or in Hindi
 * `/hi/women`), from the route table and the catalogue, in the page's edition (the one set).
 */
export function pageHead(address: string, catalog: readonly Product[]): PageHead {
  const path = shopPath(address);
  const [match] = matchRoutes(MATCHABLE, path) ?? [];
  const title = match
    ? documentTitle(match.route, {
        params: match.params,
        search: new URLSearchParams(),
        // A guest's: the head of a page the build writes (no orders, signed out).
        state: { catalog: { products: catalog }, orders: { list: [] }, auth: { user: null } },
      })
    : '';
  const product = productAt(path, catalog);
  const category = categoryAt(path);
  const description = product
    ? productDescription(product)
    : category
      ? categoryDescription(category, catalog)
      : path === '/sale'
        ? saleDescription(discountedIn(catalog))
        : fixedDescription(path);
  return {
    title,
    description,
    url: absoluteUrl(address),
    type: product ? 'product' : 'website',
    image: absoluteUrl(product ? productImagePath(product) : SHOP_IMAGE_PATH),
    imageAlt: product ? product.name : `${SHOP_NAME} — ${translate(SHOP_TAGLINE)}`,
    edition: editionOf(address),
    alternates: editionAlternates(path),
  };
}

/**
 * A page in each edition (absolute), as its hreflang links and sitemap.xml's alternates give it:
 * English, Hindi, and English again as the default for any other language. `path` is the shop's
 * own path (`/women`, not `/hi/women`).
 */
export function editionAlternates(path: string): PageHead['alternates'] {
  const english = absoluteUrl(path);
  return [
    { hreflang: 'en-IN', href: english },
    { hreflang: 'hi-IN', href: absoluteUrl(editionPath(path, 'hi')) },
    { hreflang: 'x-default', href: english },
  ];
}
