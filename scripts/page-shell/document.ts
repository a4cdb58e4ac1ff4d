import { preloadsAt, ROUTE_HINTS_ID, type RouteHints } from '../../src/app/boot/hints.entry';
import { shopDescription } from '../../src/app/head/descriptions';
import { shopTitle } from '../../src/app/routes';
import { editionOf, LANG, t, type Edition } from '../../src/shared/i18n';
import { withEdition } from '../../src/shared/i18n/withEdition';
import { MAIN_ID } from '../../src/shared/ui/SkipLink/mainId';
import { CONSENT_HEAD_SCRIPT } from './consentHead';
import { DEVANAGARI_FONT_FACES } from './fonts';
import { SEARCH_SHELL_SCRIPT } from './searchShell';

/**
 * What every page of a build is made of, besides its own content: worked out once per build by the
 * webpack plugin (plugin.ts), from the compilation, and written for the prerender beside its bundle
 * (`page-shell.json`).
 */
export interface Shell {
  /** The scripts, each a webpack entry: the app (main.js), the boot script, the route hints. */
  scripts: { main: string; boot: string; hints: string };
  /** The catalogue's manifest, which every page fetches first: preloaded. */
  manifest: string;
  /** The Content-Security-Policy, as a `<meta>` (production builds; development's eval source maps break it). */
  csp?: string;
  /** Whether the shell loads the route hints (production builds: the dev server's chunks change as you type). */
  withHints: boolean;
  /** The routes' preloads, for the route hints and the prerendered pages. */
  hints: RouteHints;
}

/** A picture React asked to preload as it rendered the page (src/app/prerender.tsx). */
export interface PagePicture {
  href: string;
  /** `fetchPriority="high"` on its `<img>`: the first paint's largest picture (its LCP). */
  high: boolean;
}

/** A page the prerender rendered (src/app/prerender.tsx's renderPage, and its address). */
export interface RenderedPage {
  /** The address it was rendered for. */
  path: string;
  /** The markup inside #root. */
  html: string;
  /** styled-components' `<style>` elements. */
  styleTags: string;
  /** Its title, description, canonical link, Open Graph tags and JSON-LD. */
  headTags: string;
  /** What it was rendered from beyond the manifest: its `#page-data` element. */
  pageData: string;
  /** The pictures React preloads, in the order it met them. */
  pictures: readonly PagePicture[];
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An element's attributes: `true` is a bare attribute, `undefined` none. */
function attributes(list: Readonly<Record<string, string | true | undefined>>): string {
  return Object.entries(list)
    .flatMap(([name, value]) =>
      value === undefined ? [] : value === true ? [` ${name}`] : [` ${name}="${escape(value)}"`],
    )
    .join('');
}

const tag = (name: string, list: Readonly<Record<string, string | true | undefined>>) =>
  `<${name}${attributes(list)}>`;

/** One `<link rel="preload">`: a picture of the first paint is fetched with a high priority. */
const preload = (href: string, as: 'script' | 'image' | 'fetch', high = false) =>
  tag('link', {
    rel: 'preload',
    href,
    as,
    fetchpriority: high ? 'high' : undefined,
    crossorigin: as === 'fetch' ? 'anonymous' : undefined,
  });

const noscript = () =>
  `<noscript>${escape(t('Rangoli needs JavaScript to run. Please enable it to shop.'))}</noscript>`;

/**
 * A whole HTML document of the shop: the shell (no page: an empty root that the app renders into
 * in the browser, the SPA fallback and the dev server's index.html), or a prerendered page. The
 * webpack plugin writes the shell, the prerender every page, both with this function: nothing edits
 * HTML afterwards.
 *
 * The head, in the order the browser should ask for things:
 * 1. the charset, then the CSP (a `<meta>` CSP governs only what follows it), the viewport; a page
 *    with markup, its first paint held until its header is whole (`<link rel="expect">`);
 * 2. a prerendered page's largest picture (React's `fetchPriority="high"` picture): its first
 *    request, ahead of the chunks and the data, so that on a slow network it has the connection
 *    and the bandwidth first;
 * 3. the theme colour, icons and web app manifest; the shell's own title and description (a
 *    prerendered page has its own, below);
 * 4. the catalogue's manifest (`as="fetch"` with `crossorigin`: it matches the app's own fetch,
 *    which then uses the preloaded response), every page's first request for data;
 * 5. a prerendered page's route preloads (its chunks, its pictures: `preloadsAt` over the hints,
 *    the route hints script's own matcher); the shell instead carries the hints' data and the
 *    route hints script (async), which does the same in the browser;
 * 6. a prerendered page's styles and head tags, then the other pictures React preloads.
 * The body: the root (with the page's markup, marked with the address it was rendered for), the
 * page's data, and the app: main.js on the shell (deferred: nothing to paint first); on a
 * prerendered page the boot script, which fetches main.js after the first paint.
 * A preload is written once, where it first comes.
 */
export function documentHtml(
  shell: Shell,
  page?: RenderedPage,
  edition: Edition = page ? editionOf(page.path) : 'en',
): string {
  return withEdition(edition, () => documentOf(shell, edition, page));
}

/**
 * The search page's shell (`search.html`, `hi/search.html`: issue 33), served for `/search?q=…`: the
 * shell (its title, the route hints, main.js deferred), with the markup and styles of the page's
 * loading state (src/app/prerender.tsx `renderSearchShell`) in its root, and after the root the
 * inline script that writes the address's query into it before the first paint (searchShell.ts).
 * The root is not marked as prerendered: main.js renders the page afresh in its place.
 */
export function searchShellHtml(shell: Shell, page: RenderedPage, edition: Edition): string {
  return withEdition(edition, () => documentOf(shell, edition, page, true));
}

/**
 * The document in the edition set: a Hindi page (issue 36) is `<html lang="hi">`, its shell's title
 * and description are Hindi, and it preloads the Hindi words' chunk beside the route's.
 */
function documentOf(shell: Shell, edition: Edition, page?: RenderedPage, searchShell = false): string {
  const seen = new Set<string>();
  const once = (href: string, html: string) => (seen.has(href) ? '' : (seen.add(href), html));
  const pictures = page?.pictures ?? [];
  // The search shell is a shell, with markup: served for every query, its route hints find its preloads.
  const prerendered = page && !searchShell ? page : undefined;
  const route = prerendered && preloadsAt(shell.hints.routes, prerendered.path);
  if (prerendered && !route)
    throw new Error(`page-shell: no route hints for the prerendered page ${prerendered.path}`);
  // In the head's order, so that a preload is written where it first comes.
  const lcp = pictures.flatMap(({ href, high }) => (high ? [once(href, preload(href, 'image', true))] : []));
  const manifest = once(shell.manifest, preload(shell.manifest, 'fetch'));
  const routePreloads = [
    ...(route?.preloads ?? []).map(({ href, as }) => once(href, preload(href, as, as === 'image'))),
    // The shell's route hints preload the words themselves, from the address (hints.entry.ts).
    ...(prerendered && edition === 'hi'
      ? (shell.hints.words ?? []).map((href) => once(href, preload(href, 'script')))
      : []),
  ];
  const others = pictures.flatMap(({ href, high }) => (high ? [] : [once(href, preload(href, 'image'))]));
  const head = [
    tag('meta', { charset: 'utf-8' }),
    shell.csp ? tag('meta', { 'http-equiv': 'Content-Security-Policy', content: shell.csp }) : '',
    tag('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    // A page with markup paints once its header is whole (everything before <main id="main">, the
    // layout's): a first paint of a partly parsed document drew the header's actions half there,
    // and the search box moved left as the rest came (a layout shift, e2e consent.spec.ts).
    page ? tag('link', { rel: 'expect', href: `#${MAIN_ID}`, blocking: 'render' }) : '',
    // Before anything paints: the room for the first visit's notice (consentHead.ts).
    `<script>${CONSENT_HEAD_SCRIPT}</script>`,
    ...lcp,
    tag('meta', { name: 'theme-color', content: '#8a1c4a' }),
    tag('link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
    tag('link', { rel: 'apple-touch-icon', href: '/assets/icons/apple-touch-icon.png' }),
    tag('link', { rel: 'manifest', href: '/manifest.webmanifest' }),
    prerendered
      ? ''
      : `<title>${escape(shopTitle())}</title>${tag('meta', { name: 'description', content: shopDescription() })}`,
    manifest,
    ...routePreloads,
    !prerendered && shell.withHints
      ? `<script type="application/json" id="${ROUTE_HINTS_ID}">${jsonText(shell.hints)}</script>${tag('script', { src: shell.scripts.hints, async: true })}</script>`
      : '',
    // Devanagari where the device has none, fetched only for a page that shows some (fonts.ts).
    `<style>${DEVANAGARI_FONT_FACES}</style>`,
    page ? `${page.styleTags}${page.headTags}` : '',
    ...others,
  ].join('');
  const main = `${tag('script', { defer: true, src: shell.scripts.main })}</script>`;
  const body = prerendered
    ? `${tag('div', { id: 'root', 'data-prerendered': prerendered.path })}${prerendered.html}</div>${prerendered.pageData}${tag('script', { defer: true, src: shell.scripts.boot, 'data-main': shell.scripts.main })}</script>`
    : page
      ? `<div id="root">${page.html}</div><script>${SEARCH_SHELL_SCRIPT}</script>${main}`
      : `<div id="root"></div>${main}`;
  return `<!doctype html><html lang="${LANG[edition]}"><head>${head}</head><body>${noscript()}${body}</body></html>`;
}

/** JSON inside a `<script type="application/json">`: "<" escaped, so no text can close the element. */
const jsonText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
