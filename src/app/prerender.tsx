/**
 * Build-time prerender (server side, run by scripts/prerender.ts after `webpack`): the HTML and
 * styles of each public page as a first-time guest sees it, so the page paints before any
 * JavaScript has run. main.tsx hydrates it. Never part of the browser bundle. The page's document
 * around them is scripts/page-shell's.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppTree } from './App';
import { PRODUCTS, summarize, summaryIds, type Product } from '@/features/catalog';
import { inProcessClient, type ListingResult, type QueryClient } from '@/features/search';
import { guestState, makeStore } from './store';
import { pageDataHtml } from './pageData';
import { checkedPages, prerenderPaths } from './routes';
import { headHtml } from './head/headTags';
import { pageHead, productAt } from './head/pageHead';
import { structuredData } from './head/structuredData';
import { sitemapXml } from './head/sitemap';
import { editionOf, HINDI_BASE, shopPath, type Edition } from '@/shared/i18n';
import { SEARCH_SHELL_MARK } from './boot/searchShell';
import { withEdition } from '@/shared/i18n/withEdition';

/**
 * What the build's scripts read of the route table, through this bundle: the addresses to
 * prerender (scripts/prerender.ts) and the pages each check visits (scripts/check-*.mjs,
 * scripts/lighthouse.mjs). Only pages the same for every first-time guest and free of query
 * strings are prerendered; the rest render in the browser, from the shell.
 */
export const CHECKED_PAGES = checkedPages(PRODUCTS);
export const PRERENDER_PATHS = prerenderPaths(PRODUCTS);

export { siteUrl } from '@/shared/lib/siteUrl';

/** sitemap.xml of the prerendered pages, last modified on `lastmod` (YYYY-MM-DD). */
export const sitemap = (lastmod: string) => sitemapXml(PRERENDER_PATHS, lastmod);

/** The products, for the build's scripts (scripts/og-images.mjs makes each one's preview picture). */
export const CATALOG = PRODUCTS;

/**
 * What the browser has when it hydrates: the catalogue's manifest (its summary and the products
 * that names), and the page's own data. A prerendered page is rendered from exactly that, never
 * from the whole catalogue, so hydration finds the same markup. Listings are asked of the whole
 * catalogue on the spot, and their answers written into the page.
 */
const SUMMARY = summarize(PRODUCTS);
const byId = new Map(PRODUCTS.map((product) => [product.id, product]));
const MANIFEST_PRODUCTS = summaryIds(SUMMARY).flatMap((id) => byId.get(id) ?? []);

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /**
   * What the page's `<head>` says about it (title, description, canonical link, Open Graph and
   * Twitter tags) and its JSON-LD: outside the React root, so they can never cause a hydration
   * mismatch.
   */
  headTags: string;
  /** styled-components' <style> elements for the head (the client picks them up, no re-injection). */
  styleTags: string;
  /** What the page was rendered from beyond the manifest, as its `#page-data` element (app/pageData.ts). */
  pageData: string;
  /**
   * The pictures React preloads for the page (its eager `<img>`s), in the order it met them;
   * `high`: `fetchPriority="high"`, the first paint's largest (page-shell puts it first in the head).
   */
  pictures: readonly { href: string; high: boolean }[];
}

/**
 * The pictures of React's `Link` header. Given `onHeaders`, React hands the preloads of a page's
 * pictures to it (`</a.svg>; rel=preload; as="image"; fetchpriority="high", …`) instead of writing
 * `<link>` tags at the start of the markup: the page shell places them, and nothing is cut out of
 * the markup afterwards.
 */
export function picturesOf(link: string | null): PrerenderedPage['pictures'] {
  if (!link) return [];
  return link.split(/,\s*(?=<)/).flatMap((value) => {
    const [target = '', ...params] = value.split(/;\s*/);
    const href = /^<(.*)>$/.exec(target.trim())?.[1];
    if (!href || !params.includes('rel=preload') || !params.includes('as="image"')) return [];
    return [{ href, high: params.includes('fetchpriority="high"') }];
  });
}

/**
 * Renders one page. The first pass loads every lazy screen the page uses; the second, with nothing
 * left to wait for, gives plain markup with every boundary complete in place (no streaming scripts,
 * which the CSP would block anyway).
 * Any error fails the build: a page that cannot be prerendered must not ship half-rendered.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  // A Hindi page (`/hi/…`, issue 36) in Hindi: the words are set for its render alone.
  return withEdition(editionOf(path), async () => {
    await renderOnce(path);
    return renderOnce(path);
  });
}

/**
 * A catalogue that has not answered yet: what the search page shows before main.js has run (its
 * listing's loading state, the cards' places kept).
 */
const NOT_YET_ANSWERED: QueryClient = {
  peekListing: () => undefined,
  peekSuggestions: () => undefined,
  requestListing: () => undefined,
  requestSuggestions: () => undefined,
  subscribe: () => () => undefined,
  failed: () => false,
  retry: () => undefined,
  prepare: () => undefined,
};

/**
 * The search page's shell in an edition (issue 33): `search.html`, or `hi/search.html`, which a
 * static host serves for `/search?q=…` as it serves `/women` from women.html. The header and the
 * results' loading state (the heading, the filter column's, the toolbar's and the cards' places),
 * rendered for a query that stands for the address's own (`SEARCH_SHELL_MARK`): the shell's one
 * inline script writes it in (scripts/page-shell/searchShell.ts), so the page paints with the
 * shopper's query before main.js has run; main.js then renders the page afresh in its place.
 * Neither head tags nor page data: it is no page of its own, and nothing hydrates it.
 */
export function renderSearchShell(edition: Edition): Promise<PrerenderedPage> {
  const path = `${edition === 'hi' ? HINDI_BASE : ''}/search?q=${encodeURIComponent(SEARCH_SHELL_MARK)}`;
  return withEdition(edition, async () => {
    await renderOnce(path, NOT_YET_ANSWERED);
    const page = await renderOnce(path, NOT_YET_ANSWERED);
    return { ...page, headTags: '', pageData: '' };
  });
}

async function renderOnce(path: string, answers?: QueryClient): Promise<PrerenderedPage> {
  // The product of a product page, when the manifest does not bring it.
  const own: Product[] = [];
  const product = productAt(shopPath(path), PRODUCTS);
  if (product && !MANIFEST_PRODUCTS.includes(product)) own.push(product);
  const listings = new Map<string, ListingResult>();
  const store = makeStore(guestState([...MANIFEST_PRODUCTS, ...own], SUMMARY), {
    queries: answers ?? inProcessClient(() => PRODUCTS, { record: listings }),
  });
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  let link: string | null = null;
  try {
    const basename = editionOf(path) === 'hi' ? HINDI_BASE : undefined;
    const router = (screens: ReactNode) => (
      <StaticRouter location={path} basename={basename}>
        {screens}
      </StaticRouter>
    );
    const { prelude } = await prerender(
      sheet.collectStyles(<AppTree store={store} router={router} prerendered />),
      {
        onError: (error) => void errors.push(error),
        // Every boundary inline, in place: no outlined segments revealed by inline scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The pictures' preloads, as a header rather than tags in the markup (picturesOf).
        onHeaders: (headers) => void (link = headers.get('Link')),
        maxHeadersLength: Number.MAX_SAFE_INTEGER,
      },
    );
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
    // A preload React could not put in the header (a picture found after the page's shell was
    // done) would sit at the start of the markup: the page shell would not place it.
    if (html.startsWith('<link')) throw new Error(`Prerendering ${path}: a preload is left in the markup`);
    const headTags = headHtml(pageHead(path, PRODUCTS), structuredData(path, PRODUCTS));
    const pageData = pageDataHtml({ products: own, listings: [...listings] });
    return { html, styleTags: sheet.getStyleTags(), headTags, pageData, pictures: picturesOf(link) };
  } finally {
    sheet.seal();
  }
}
