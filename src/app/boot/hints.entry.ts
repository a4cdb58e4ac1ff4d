import { editionOf, shopPath } from '@/shared/i18n/edition';
import { startEarly } from './catalogWorker';

/**
 * The route hints: a script of its own (`js/hints.[hash].js`, a webpack entry), loaded `async`
 * from the head of the shell (shell.html: every page that is not prerendered). The first screen of
 * a route needs main.js, then the route's own lazy chunks, and on a product page its picture:
 * found by the app only once main.js has run, each would cost a round trip more before the page
 * can paint. This script reads the address and preloads them beside main.js, and on an address
 * whose first paint needs the catalogue's worker (a search's results), starts it (catalogWorker.ts).
 *
 * Its data is the page's, not its code's: scripts/page-shell works it out from the route table and
 * the build's chunks, and writes it into the shell as `<script type="application/json"
 * id="route-hints">` (data, never run: the CSP's `script-src 'self'` allows it), before this
 * script's tag. A prerendered page knows its route: the build writes the same preloads as plain
 * `<link>` tags (`preloadsAt`, the one matcher), and the page does without this script.
 */

/** One route of the hints, in the route table's order. */
export interface RouteHint {
  /** A regular expression on location.pathname. */
  path: string;
  /** The script files (the route's chunks) preloaded. */
  scripts: readonly string[];
  /** The pictures preloaded, with a high priority (the first paint's largest); `$1` is the path's first group. */
  images?: readonly string[];
  /** The route matches only when the first group is a whole number from 1 to this (a known product). */
  maxId?: number;
  /** The route matches only when this search parameter is there and not blank. */
  query?: string;
  /** The route's first paint needs the catalogue's worker: started at once. */
  worker?: boolean;
}

/** What the shell says of its routes. */
export interface RouteHints {
  routes: readonly RouteHint[];
  /** The catalogue's shards, which a started worker is told. */
  shards: readonly string[];
  /** The Hindi words' chunk (issue 36): preloaded on a Hindi address (`/hi/…`). */
  words?: readonly string[];
}

/** The id of the hints' data element. */
export const ROUTE_HINTS_ID = 'route-hints';

/** One preload: a script, or a picture (fetched with a high priority). */
export interface Preload {
  href: string;
  as: 'script' | 'image';
}

/**
 * What an address needs before its first paint: the preloads of the first route that matches it,
 * and whether it starts the worker. Nothing for an address no route matches.
 */
export function preloadsAt(
  routes: readonly RouteHint[],
  pathname: string,
  search = '',
): { preloads: Preload[]; worker: boolean } | undefined {
  for (const route of routes) {
    const match = new RegExp(route.path).exec(shopPath(pathname));
    if (!match) continue;
    if (route.query && !new URLSearchParams(search).get(route.query)?.trim()) continue;
    const id = Number(match[1]);
    if (route.maxId && !(Number.isInteger(id) && id >= 1 && id <= route.maxId)) continue;
    return {
      preloads: [
        ...route.scripts.map((href): Preload => ({ href, as: 'script' })),
        ...(route.images ?? []).map((image): Preload => ({
          href: image.replace('$1', match[1] ?? ''),
          as: 'image',
        })),
      ],
      worker: route.worker === true,
    };
  }
  return undefined;
}

/** Reads the page's hints and acts on the address: the preloads in the head, the worker started. */
export function startRouteHints(doc: Document): void {
  const text = doc.getElementById(ROUTE_HINTS_ID)?.textContent;
  if (!text) return;
  const { routes, shards, words = [] } = JSON.parse(text) as RouteHints;
  const { pathname, search } = doc.location;
  const found = preloadsAt(routes, pathname, search);
  const hindi = editionOf(pathname) === 'hi' ? words.map((href): Preload => ({ href, as: 'script' })) : [];
  for (const { href, as } of [...(found?.preloads ?? []), ...hindi]) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    if (as === 'image') link.setAttribute('fetchpriority', 'high');
    doc.head.appendChild(link);
  }
  if (found?.worker && typeof Worker === 'function') startEarly(shards);
}

// In the browser; the build reads `preloadsAt` in Node, where there is no document.
if (typeof document === 'object') startRouteHints(document);
