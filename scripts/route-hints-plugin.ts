import type { Compiler } from 'webpack';
import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Route hints: the first screen of a route needs main.js, then the route's own lazy chunk, and on
 * a product page its picture. Found by the app only once main.js has run, each would cost one more
 * round trip before the page can paint. This plugin emits a tiny script (`js/hints.[hash].js`,
 * loaded async from the head, so no inline script and the CSP stays `script-src 'self'`) that reads
 * the address and preloads that route's chunks (and product picture) alongside main.js.
 *
 * Why our own plugin: webpack's `webpackPreload` only works for chunks loaded by another chunk, and
 * the route is not known until the browser is on it. A route that matches nothing preloads nothing.
 */

export interface RouteHint {
  /** A regular expression on location.pathname. */
  path: string;
  /** webpackChunkName of the chunks the route loads before its first paint. */
  chunks: readonly string[];
  /** Pictures the first paint shows; `$1` is the first group of `path`. */
  images?: readonly string[];
  /** The route matches only when the first group is a whole number from 1 to this (a known product). */
  maxId?: number;
  /** The route matches only when this search parameter is there and not blank. */
  query?: string;
  /** The route's first paint needs the catalogue's worker: started at once (CatalogueWorker). */
  worker?: boolean;
}

/**
 * The catalogue's Web Worker, which the hints script starts on a route that needs it at once (a
 * search's results), beside main.js rather than after it, told where the catalogue's shards are.
 * The app takes it over (main.tsx: `window.rangoliCatalogWorker`).
 */
export interface CatalogWorker {
  /** webpackChunkName of the worker. */
  chunk: string;
  /** The shards' addresses, as the manifest lists them. */
  shards: readonly string[];
}

interface ResolvedHint {
  path: string;
  files: readonly string[];
  images?: readonly string[];
  maxId?: number;
  query?: string;
  worker?: { file: string; shards: readonly string[] };
}

export const HINTS_FILE_PREFIX = 'js/hints.';

/** What the route hints need of a route of the table (src/app/routes.ts). */
interface TableRoute<Catalog> {
  path: string;
  /** The build's copy of the table always has it (routes.test.tsx). */
  chunk?: string;
  guard?: string;
  preload?: {
    chunks?: readonly string[];
    images?: readonly string[] | ((catalog: Catalog) => readonly string[]);
    maxId?: (catalog: Catalog) => number;
    withQuery?: { param: string; chunks: readonly string[]; worker?: boolean };
  };
}

/**
 * The route table (src/app/routes.ts) as route hints, in its order: a route's pattern becomes a
 * regular expression (a parameter of a route with `maxId` is a plain whole number, as product ids
 * are), its chunk and preloads become what it preloads, and a route with chunks needed only with
 * a query parameter comes first in that form. `catalogue` is what the table's product routes are
 * worked out from (the known ids). Signed-in-only routes are left out (a guest is sent
 * to /login before their chunk loads, and an unused preload is a console warning), and so is the
 * catch-all: what is not a known address preloads nothing.
 */
export function routeHintsFor<Catalog>(
  routes: readonly TableRoute<Catalog>[],
  catalog: Catalog,
): RouteHint[] {
  return routes.flatMap((route): RouteHint[] => {
    if (route.guard || route.path === '*') return [];
    const { chunks = [], withQuery } = route.preload ?? {};
    const wanted = route.preload?.images;
    const images = typeof wanted === 'function' ? wanted(catalog) : wanted;
    const maxId = route.preload?.maxId?.(catalog);
    const parameter = maxId ? '([1-9][0-9]*)' : '([^/]+)';
    const path = `^${route.path.replace(/:[^/]+/g, parameter)}$`;
    const hint: RouteHint = {
      path,
      chunks: [...(route.chunk ? [route.chunk] : []), ...chunks],
      ...(images && images.length > 0 ? { images } : {}),
      ...(maxId ? { maxId } : {}),
    };
    if (!withQuery) return [hint];
    return [
      {
        ...hint,
        query: withQuery.param,
        chunks: [...hint.chunks, ...withQuery.chunks],
        ...(withQuery.worker ? { worker: true } : {}),
      },
      hint,
    ];
  });
}

/**
 * The script the browser runs: find the route, add one <link rel="preload"> per file, and start
 * the catalogue's worker when the route needs it.
 */
export function hintsScript(routes: readonly ResolvedHint[]): string {
  return `(function(){var r=${JSON.stringify(routes)},p=location.pathname,h=document.head;
function add(href,as){var l=document.createElement("link");l.rel="preload";l.setAttribute("as",as);l.href=href;if(as==="image")l.setAttribute("fetchpriority","high");h.appendChild(l)}
for(var i=0;i<r.length;i++){var m=new RegExp(r[i].path).exec(p);if(!m)continue;
if(r[i].query){var q=new URLSearchParams(location.search).get(r[i].query);if(!q||!q.trim())continue}
if(r[i].maxId){var id=Number(m[1]);if(!(id>=1&&id<=r[i].maxId&&id%1===0))continue}
for(var j=0;j<r[i].files.length;j++)add(r[i].files[j],"script");
var im=r[i].images||[];for(var k=0;k<im.length;k++)add(im[k].replace("$1",m[1]||""),"image");
var w=r[i].worker;if(w&&typeof Worker==="function"){try{var c=new Worker(w.file,{name:"catalog"});
c.postMessage({type:"init",shards:w.shards.map(function(s){return new URL(s,location.href).href})});window.rangoliCatalogWorker=c}catch(e){}}
break}})();`;
}

export class RouteHintsPlugin {
  /** The emitted file, per compilation, for the <script> tag in index.html. */
  private readonly fileOf = new WeakMap<object, string>();

  constructor(
    private readonly routes: readonly RouteHint[],
    private readonly catalogWorker?: CatalogWorker,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const routes = this.routes.map((route) => {
            const filesOf = (name: string) => {
              const group = compilation.namedChunkGroups.get(name);
              if (!group) throw new Error(`RouteHintsPlugin: no chunk named "${name}"`);
              return group.getFiles().filter((file) => file.endsWith('.js'));
            };
            const files = new Set(
              route.chunks.flatMap((name) => filesOf(name).map((file) => publicPath + file)),
            );
            const worker =
              route.worker && this.catalogWorker
                ? {
                    file: publicPath + filesOf(this.catalogWorker.chunk)[0],
                    shards: this.catalogWorker.shards,
                  }
                : undefined;
            return { ...route, files: [...files], chunks: undefined, worker };
          });
          const source = hintsScript(routes);
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
          const file = `${HINTS_FILE_PREFIX}${hash}.js`;
          compilation.emitAsset(file, new sources.RawSource(source));
          this.fileOf.set(compilation, publicPath + file);
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('RouteHintsPlugin', (data) => {
        const src = this.fileOf.get(compilation);
        if (src)
          data.headTags.push({
            tagName: 'script',
            voidTag: false,
            attributes: { src, async: true },
            meta: { plugin: 'RouteHintsPlugin' },
          });
        return data;
      });
    });
  }
}
