/**
 * The build's catalogue (`CATALOG`): the shop's own 70 products by default
 * (src/features/catalog/data/products.json), or a deterministic synthetic catalogue of the bench
 * (`bench-10000`, `bench-100000`: bench/catalogue.ts, generated at build time, never committed):
 *
 *   npm run build -- --env catalog=bench-100000      or      CATALOG=bench-100000 npm run build
 *
 * The build never bundles it. It writes it as data files, each content-hashed:
 * - `data/catalogue.[hash].json`, the manifest: the catalogue's summary (what the home page
 *   features and finds trending, each category's first products, the sale's biggest discount),
 *   the products it names, and the addresses of the shards. Every page preloads it; it is all a
 *   first screen needs.
 * - `data/products-{k}.[hash].json`, the shards: the products of ids k × 1,000 + 1 to
 *   (k + 1) × 1,000, in the compact form (src/features/catalog/catalogueFile.ts). A product page
 *   fetches the one shard of its product; the catalogue's worker fetches them all.
 * - `data/heads.[hash].json`: the listing pages' heads (descriptions and ItemLists are worked out
 *   from the whole catalogue), for client-side navigation.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { syntheticCatalog } from '../bench/catalog';
import { PRODUCTS } from '../src/features/catalog/products';
import { encodeCatalog } from '../src/features/catalog/catalogFile';
import { toEntry } from '../src/features/catalog/productFields';
import { summarize, summaryIds } from '../src/features/catalog/summary';
import type { CatalogManifest } from '../src/features/catalog/catalogLoader';
import type { Product } from '../src/features/catalog/types';
import Module from 'node:module';
import { buildSync } from 'esbuild';
import type * as ListingHeadsModule from '../src/app/head/listingHeads';

/** Ids per shard. */
export const SHARD_SIZE = 1000;

/** The name of the shop's own catalogue. */
export const DEFAULT_CATALOG = 'default';

/** The catalogue a build asked for: `--env catalog=...`, else CATALOG, else the shop's own. */
export function catalogName(env: Record<string, unknown>): string {
  const asked = env.catalog ?? process.env.CATALOG;
  return typeof asked === 'string' && asked !== '' ? asked : DEFAULT_CATALOG;
}

/** The products of a named catalogue. */
export function catalogProducts(name: string): readonly Product[] {
  if (name === DEFAULT_CATALOG) return PRODUCTS;
  const size = /^bench-(\d+)$/.exec(name)?.[1];
  if (size === undefined || Number(size) < 1) {
    throw new Error(`Unknown catalogue "${name}": use "${DEFAULT_CATALOG}" or "bench-N" (e.g. bench-100000)`);
  }
  return syntheticCatalog(Number(size));
}

/**
 * The listing pages' heads (src/app/head/listingHeads.ts), worked out here in Node. The head
 * builders reach the catalog feature's index and its components (.tsx), which whatever loads this
 * config (webpack-cli registers TypeScript for .ts files only; knip has its own loader) may not
 * compile: they are bundled here with esbuild, packages left to Node, and run.
 */
function listingHeadsOf(products: readonly Product[]): ListingHeadsModule.ListingHeads {
  const root = path.resolve(__dirname, '..');
  const { outputFiles } = buildSync({
    entryPoints: [path.join(root, 'src/app/head/listingHeads.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: { 'process.env.BROWSER_BUNDLE': 'undefined' },
    write: false,
    logLevel: 'silent',
  });
  // Node's own way of running a CommonJS source from memory, resolving packages from the project.
  const internals = Module as unknown as { _nodeModulePaths(dir: string): string[] };
  const bundle = new Module(path.join(root, 'src/app/head/listingHeads.bundle.js')) as Module & {
    _compile(source: string, filename: string): void;
  };
  bundle.filename = bundle.id;
  bundle.paths = internals._nodeModulePaths(root);
  bundle._compile(outputFiles[0]!.text, bundle.filename);
  const { listingHeads } = bundle.exports as Pick<typeof ListingHeadsModule, 'listingHeads'>;
  return listingHeads(products);
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

export interface CatalogData {
  /** Every data file by its name under the output folder (data/...). */
  files: Map<string, string>;
  /** The manifest's address, which main.js fetches (webpack defines process.env.CATALOG_MANIFEST). */
  manifestUrl: string;
  /** The shards' total size in bytes. */
  shardBytes: number;
  /** The shards' addresses, as the manifest lists them. */
  shards: readonly string[];
}

/** The data files of a catalogue, under `publicPath`. */
export function catalogData(products: readonly Product[], publicPath = '/'): CatalogData {
  const files = new Map<string, string>();
  const emit = (base: string, content: unknown) => {
    const text = JSON.stringify(content);
    const file = `data/${base}.${hashOf(text)}.json`;
    files.set(file, text);
    return publicPath + file;
  };
  const summary = summarize(products);
  const shardCount = Math.ceil(summary.maxId / SHARD_SIZE);
  const byShard: Product[][] = Array.from({ length: shardCount }, () => []);
  for (const product of products) byShard[Math.floor((product.id - 1) / SHARD_SIZE)]!.push(product);
  let shardBytes = 0;
  const shards = byShard.map((shard, k) => {
    const url = emit(`products-${k}`, encodeCatalog(shard.map(toEntry)));
    shardBytes += files.get(url.slice(publicPath.length))!.length;
    return url;
  });
  const byId = new Map(products.map((p) => [p.id, p]));
  const manifest: CatalogManifest = {
    summary,
    products: encodeCatalog(summaryIds(summary).map((id) => toEntry(byId.get(id)!))),
    shardSize: SHARD_SIZE,
    shards,
    heads: emit('heads', listingHeadsOf(products)),
  };
  return { files, manifestUrl: emit('catalog', manifest), shardBytes, shards };
}

/**
 * For the prerender bundle: the catalogue as a JSON file of entries (the form of
 * data/products.json) in .tmp/catalogs/, which that bundle requires in place of the shop's own.
 */
export function writeEntriesFile(name: string, products: readonly Product[]): string {
  const file = path.resolve(__dirname, '../.tmp/catalogs', `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(products.map(toEntry)));
  return file;
}

/** Emits the catalogue's data files into the build. */
export class CatalogDataPlugin {
  constructor(private readonly data: CatalogData) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CatalogDataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CatalogDataPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, text] of this.data.files) {
            compilation.emitAsset(file, new sources.RawSource(text), { immutable: true });
          }
        },
      );
    });
  }
}
