import fs from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler, Module } from 'webpack';
import type { Product } from '../../src/features/catalog/types';
import { documentHtml, type Shell } from './document';
import { modulesOf, routeHints, type LazyChunkFiles, type TableRoute } from './routeHints';
import { routeTable } from './routeModules';

export interface PageShellOptions {
  /** The route table's module (src/app/routes.ts), read as the build reads it (routeModules.ts). */
  routesFile: string;
  /** The project's root (its tsconfig.json, its node_modules). */
  root: string;
  /** The build's catalogue (what the table's product routes are worked out from). */
  catalog: readonly Product[];
  /** The catalogue's manifest and its shards' addresses (scripts/catalog.ts). */
  manifest: string;
  shards: readonly string[];
  /** The Content-Security-Policy written into every page (production). */
  csp?: string;
  /** Whether the shell loads the route hints (production). */
  withHints: boolean;
  /** Where the prerender reads the build's shell (page-shell.json beside its bundle); none on the dev server. */
  shellFile?: string;
}

/** The module of the Hindi edition's words, which main.tsx loads with import() on a Hindi page. */
const HINDI_WORDS_MODULE = '@/shared/i18n/hi/index';

const hasLazyChunk = (files: LazyChunkFiles, module: string) => {
  try {
    return files(module).length > 0;
  } catch {
    return false;
  }
};

/** The entries, by name (webpack.config.ts): the app, the boot script, the route hints. */
const ENTRIES = { main: 'main', boot: 'boot', hints: 'hints' } as const;

/** The module a built module is (a concatenated module is its root's). */
function resourceOf(module: Module | null): string | undefined {
  if (!module) return undefined;
  if ('rootModule' in module) return resourceOf(module.rootModule as Module);
  return 'resource' in module && typeof module.resource === 'string' ? module.resource : undefined;
}

/**
 * Every lazy chunk of the compilation by its root module, as a specifier (`@/pages/home/HomePage`):
 * the chunk group an `import()` creates, found by the module it loads, never by a chunk's name.
 */
function lazyChunkFilesOf(compilation: Compilation, srcDir: string): LazyChunkFiles {
  const publicPath = String(compilation.outputOptions.publicPath ?? '/');
  const files = new Map<string, string[]>();
  for (const group of compilation.chunkGroups) {
    for (const block of group.blocksIterable) {
      for (const dependency of block.dependencies) {
        const resource = resourceOf(compilation.moduleGraph.getModule(dependency));
        if (!resource?.startsWith(srcDir + path.sep)) continue;
        const specifier = `@/${path
          .relative(srcDir, resource)
          .replace(/\.[jt]sx?$/, '')
          .split(path.sep)
          .join('/')}`;
        const js = group.getFiles().filter((file) => file.endsWith('.js'));
        files.set(specifier, [
          ...new Set([...(files.get(specifier) ?? []), ...js.map((file) => publicPath + file)]),
        ]);
      }
    }
  }
  return (module) => {
    const found = files.get(module);
    if (!found) {
      throw new Error(
        `page-shell: src/app/routes.ts names ${module}, which is not the root of a lazy chunk (an import() of that module)`,
      );
    }
    return found;
  };
}

/**
 * The build's page shell: works out `Shell` (the scripts, the manifest, the CSP and every route's
 * preloads) from the route table and the compilation's chunks, writes index.html and shell.html
 * (the shell: `documentHtml`), and leaves the same `Shell` for the prerender (page-shell.json).
 * It fails the build when the table names a module that is not the root of a lazy chunk.
 *
 * It runs after the assets' hashes are final (RealContentHashPlugin renames files at
 * PROCESS_ASSETS_STAGE_OPTIMIZE_HASH), so the names it writes are the files', and before the
 * service worker's precache list is made (workbox's GenerateSW, at OPTIMIZE_TRANSFER - 10), so the
 * shell is precached.
 */
export class PageShellPlugin {
  constructor(private readonly options: PageShellOptions) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    let routes: readonly TableRoute<readonly Product[]>[] = [];
    let built: Shell | undefined;
    // The table, read afresh for every compilation (the dev server's too: routes.ts may change).
    compiler.hooks.beforeCompile.tapPromise('PageShellPlugin', async () => {
      routes = await routeTable(this.options.routesFile, this.options.root);
    });
    compiler.hooks.thisCompilation.tap('PageShellPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageShellPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          try {
            built = this.shell(compilation, routes);
          } catch (error) {
            compilation.errors.push(new WebpackError((error as Error).message));
            return;
          }
          const html = documentHtml(built);
          for (const file of ['index.html', 'shell.html'])
            compilation.emitAsset(file, new sources.RawSource(html));
          // The Hindi edition's shell (issue 36): a static host serves it for the addresses under
          // /hi/ that are not prerendered (README, "Deploying").
          compilation.emitAsset('hi/shell.html', new sources.RawSource(documentHtml(built, undefined, 'hi')));
        },
      );
    });
    compiler.hooks.afterEmit.tap('PageShellPlugin', () => {
      const { shellFile } = this.options;
      if (!shellFile || !built) return;
      fs.mkdirSync(path.dirname(shellFile), { recursive: true });
      fs.writeFileSync(shellFile, JSON.stringify(built));
    });
  }

  private shell(compilation: Compilation, routes: readonly TableRoute<readonly Product[]>[]): Shell {
    const { catalog, manifest, shards, csp, withHints, root } = this.options;
    const lazyChunkFiles = lazyChunkFilesOf(compilation, path.join(root, 'src'));
    // Every module the table names, signed-in-only pages too: each must be a lazy chunk's root.
    for (const route of routes) modulesOf(route).forEach(lazyChunkFiles);
    const publicPath = String(compilation.outputOptions.publicPath ?? '/');
    const entry = (name: string) => {
      const files =
        compilation.entrypoints
          .get(name)
          ?.getFiles()
          .filter((file) => file.endsWith('.js')) ?? [];
      if (files.length !== 1)
        throw new Error(`page-shell: the entry "${name}" is ${files.length} script files, not one`);
      return publicPath + files[0];
    };
    return {
      scripts: { main: entry(ENTRIES.main), boot: entry(ENTRIES.boot), hints: entry(ENTRIES.hints) },
      manifest,
      ...(csp ? { csp } : {}),
      withHints,
      hints: {
        routes: routeHints(routes, catalog, lazyChunkFiles),
        shards,
        // The Hindi words (main.tsx's import() of shared/i18n/hi): one chunk. (A build without
        // main.tsx, the plugin's test's, has none.)
        words: hasLazyChunk(lazyChunkFiles, HINDI_WORDS_MODULE) ? lazyChunkFiles(HINDI_WORDS_MODULE) : [],
      },
    };
  }
}
