import Module from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import type * as RoutesModule from '../../src/app/routes';
import type { Product } from '../../src/features/catalog/types';
import type { TableRoute } from './routeHints';

/** What the build's copy of a route loads: not its page, but the page module's specifier. */
type StandIn = { default: string };

/**
 * The route table as the build reads it, each route's page as its module's specifier
 * (`@/pages/home/HomePage`). A page's module is named once, in its route's `import()`; the build
 * learns it by running that very loader: the table is bundled for Node (esbuild) with every
 * `import()` standing for a JSON module of its own specifier, so `(await route.page()).default`
 * is the specifier. No source is read as text, and nothing depends on the order of the routes.
 */
export async function routeTable(
  routesFile: string,
  root: string,
): Promise<TableRoute<readonly Product[]>[]> {
  const { outputFiles } = await build({
    entryPoints: [routesFile],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    // The build's copy: what only the build reads is there (routes.ts: FOR_BUILD).
    define: { 'process.env.BROWSER_BUNDLE': 'undefined' },
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'lazy-module-stand-ins',
        setup(esbuild) {
          esbuild.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, namespace: 'stand-in' } : undefined,
          );
          esbuild.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({
            contents: JSON.stringify(args.path),
            loader: 'json',
          }));
        },
      },
    ],
  });
  // Node's own way of running a CommonJS source from memory, resolving packages from the project
  // (as scripts/catalog.ts runs the listing heads).
  const internals = Module as unknown as { _nodeModulePaths(dir: string): string[] };
  const bundle = new Module(path.join(path.dirname(routesFile), 'routes.build.js')) as Module & {
    _compile(source: string, filename: string): void;
  };
  bundle.filename = bundle.id;
  bundle.paths = internals._nodeModulePaths(root);
  bundle._compile(outputFiles[0]!.text, bundle.filename);
  const { ROUTES } = bundle.exports as Pick<typeof RoutesModule, 'ROUTES'>;
  return Promise.all(
    ROUTES.map(async (route) => ({
      ...route,
      page: ((await route.page()) as unknown as StandIn).default,
    })),
  );
}
