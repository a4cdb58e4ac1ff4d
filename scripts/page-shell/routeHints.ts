import type { RouteHint } from '../../src/app/boot/hints.entry';

/**
 * What the route hints need of a route of the table (src/app/routes.ts: AppRoute), as the build
 * reads it (routeModules.ts): `page` is the page module's specifier (`@/pages/home/HomePage`).
 */
export interface TableRoute<Catalog> {
  path: string;
  page: string;
  guard?: string;
  preload?: {
    modules?: readonly string[];
    images?: readonly string[] | ((catalog: Catalog) => readonly string[]);
    maxId?: (catalog: Catalog) => number;
  };
  withQuery?: { param: string; worker?: boolean; modules?: readonly string[] };
}

/**
 * The script files of the lazy chunk whose root is a module, by the module's specifier
 * (`@/pages/home/HomePage`): the chunk and the chunks split off it, addresses from the site's root.
 * It throws for a module that is not the root of a lazy chunk (scripts/page-shell/plugin.ts).
 */
export type LazyChunkFiles = (module: string) => readonly string[];

/** Every module a route names: its page's, and what its first paint needs besides. */
export function modulesOf<Catalog>(route: TableRoute<Catalog>): string[] {
  return [route.page, ...(route.preload?.modules ?? []), ...(route.withQuery?.modules ?? [])];
}

/**
 * The route table as route hints, in its order: a route's pattern becomes a regular expression (a
 * parameter of a route with `maxId` is a plain whole number, as product ids are), its page and the
 * modules it preloads become the script files of their chunks, its pictures are kept, and a route
 * with more needed only with a query parameter comes first in that form. `catalog` is what the
 * table's product routes are worked out from (the known ids). Signed-in-only routes are left out
 * (a guest is sent to /login before their chunk loads, and an unused preload is a console
 * warning), and so is the catch-all: what is not a known address preloads nothing.
 */
export function routeHints<Catalog>(
  routes: readonly TableRoute<Catalog>[],
  catalog: Catalog,
  lazyChunkFiles: LazyChunkFiles,
): RouteHint[] {
  const filesOf = (modules: readonly string[]) => [...new Set(modules.flatMap(lazyChunkFiles))];
  return routes.flatMap((route): RouteHint[] => {
    if (route.guard || route.path === '*') return [];
    const wanted = route.preload?.images;
    const images = typeof wanted === 'function' ? wanted(catalog) : wanted;
    const maxId = route.preload?.maxId?.(catalog);
    const parameter = maxId ? '([1-9][0-9]*)' : '([^/]+)';
    const modules = [route.page, ...(route.preload?.modules ?? [])];
    const hint: RouteHint = {
      path: `^${route.path.replace(/:[^/]+/g, parameter)}$`,
      scripts: filesOf(modules),
      ...(images && images.length > 0 ? { images } : {}),
      ...(maxId ? { maxId } : {}),
    };
    const { withQuery } = route;
    if (!withQuery) return [hint];
    return [
      {
        ...hint,
        query: withQuery.param,
        scripts: filesOf([...modules, ...(withQuery.modules ?? [])]),
        ...(withQuery.worker ? { worker: true } : {}),
      },
      hint,
    ];
  });
}
