import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';
import TerserPlugin from 'terser-webpack-plugin';
import { CONTENT_SECURITY_POLICY, PageShellPlugin } from './scripts/page-shell';
import {
  reactRangeEsmRule,
  reactRouterTrimRule,
  reduxPersistHelpersRule,
  stylisPrefixerOff,
} from './scripts/bundle-trims';
import {
  catalogData,
  catalogName,
  catalogProducts,
  CatalogDataPlugin,
  DEFAULT_CATALOG,
  writeEntriesFile,
} from './scripts/catalog';

/** Content-Security-Policy of the built site: scripts/page-shell/csp.ts. */
export { CONTENT_SECURITY_POLICY };

/** babel-loader options: nothing but babel-plugin-styled-components (no Babel config files are read). */
export function STYLED_COMPONENTS_BABEL(production: boolean) {
  return {
    babelrc: false,
    configFile: false,
    compact: false,
    plugins: [
      [
        'babel-plugin-styled-components',
        {
          ssr: true,
          displayName: !production,
          fileName: false,
          minify: true,
          transpileTemplateLiterals: false,
          pure: true,
        },
      ],
    ],
  };
}

/**
 * The build's settings, the same in the browser bundle and the prerender:
 * - the year of the build: what a prerendered footer says, so hydration matches it before the
 *   footer shows the visitor's own year;
 * - `SITE_URL`, the shop's public address (canonical URLs, share links, previews, the sitemap):
 *   `SITE_URL=https://example.in npm run build`; empty means https://rangoli.shop
 *   (src/shared/lib/siteUrl.ts).
 */
const BUILD_SETTINGS = new webpack.DefinePlugin({
  'process.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  'process.env.SITE_URL': JSON.stringify(process.env.SITE_URL ?? ''),
});

/** `@/shared/ui` is `src/shared/ui` (tsconfig's paths; jest and Storybook map it the same way). */
const SRC_ALIAS = { '@': path.resolve(__dirname, 'src') };

const RESOLVE = { extensions: ['.tsx', '.ts', '.js'], alias: SRC_ALIAS };

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'development' | 'production' | 'none' };

/**
 * Where the browser build goes: `dist/`, or `--env dist=DIR` (a second build beside it, e.g. CI's
 * 10,000-product shop). Its prerender bundle goes beside it: `.prerender/` for dist, `DIR.prerender/`,
 * and with it the build's page shell (`page-shell.json`, scripts/page-shell), which the prerender
 * assembles each page with.
 */
export function outputDirs(env: Env): { dist: string; prerender: string; shell: string } {
  const dist =
    typeof env.dist === 'string' && env.dist !== ''
      ? path.resolve(env.dist)
      : path.resolve(__dirname, 'dist');
  const prerender =
    dist === path.resolve(__dirname, 'dist') ? path.resolve(__dirname, '.prerender') : `${dist}.prerender`;
  return { dist, prerender, shell: path.join(prerender, SHELL_FILE) };
}

/** The build's page shell, for the prerender, in the prerender bundle's folder. */
const SHELL_FILE = 'page-shell.json';

/** The rule that compiles our TypeScript, the same for the browser and the prerender build. */
function typescriptRule(production: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: [
      // After TypeScript: styled-components' own Babel plugin gives every styled component a
      // stable id from its file and position (the same in the browser and the prerender build,
      // whatever order chunks load in), minifies the CSS and marks the calls pure.
      { loader: 'babel-loader', options: STYLED_COMPONENTS_BABEL(production) },
      { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
    ],
  };
}

/**
 * The prerender build: src/app/prerender.tsx as one CommonJS file for Node in .prerender/, which
 * scripts/prerender.mjs runs after the browser build to write each public page's HTML into dist/.
 * In development mode only for the hydration check, which must match a development browser build.
 */
export function prerenderConfig(production = true, env: Env = {}): Configuration {
  // Another catalogue than the shop's own: the bundle requires it (a JSON file of entries written
  // here) where the app imports data/products.json.
  const name = catalogName(env);
  const entries = name === DEFAULT_CATALOG ? null : writeEntriesFile(name, catalogProducts(name));
  return {
    name: 'prerender',
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { prerender: './src/app/prerender.tsx' },
    externals: entries
      ? ({ request }, callback) =>
          request === './data/products.json' ? callback(undefined, `commonjs ${entries}`) : callback()
      : undefined,
    output: {
      path: outputDirs(env).prerender,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      // The browser build writes the page shell here, maybe before this build is emitted.
      clean: { keep: (file: string) => file === SHELL_FILE },
    },
    devtool: false,
    resolve: RESOLVE,
    module: { rules: [typescriptRule(production)] },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), BUILD_SETTINGS],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** `webpack --mode production` builds the browser bundle and the prerender; development, the browser only. */
export default function config(env: Env, argv: Argv): Configuration | Configuration[] {
  if (env.hydrationCheck) return hydrationCheckConfigs(env, argv);
  const browser = clientConfig(env, argv);
  return argv.mode === 'development' || env.analyze ? browser : [browser, prerenderConfig(true, env)];
}

/**
 * `--mode development --env hydrationCheck --env dist=DIR` (scripts/check-hydration.mjs): the
 * browser bundle and the prerender, both in development mode, into DIR and DIR.prerender: React's
 * development build reports every hydration mismatch, which production React silently lets stand.
 */
function hydrationCheckConfigs(env: Env, argv: Argv): Configuration[] {
  if (typeof env.dist !== 'string' || env.dist === '') {
    throw new Error(
      '--env hydrationCheck builds in development mode: give it a folder of its own (--env dist=DIR)',
    );
  }
  const { devServer: _devServer, ...client } = clientConfig(env, argv);
  return [client, prerenderConfig(false, env)];
}

export function clientConfig(env: Env, argv: Argv): Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  const products = catalogProducts(catalogName(env));
  const data = catalogData(products);
  // A large catalogue's shards are cached as they are fetched (a visit caches what it used), not
  // all downloaded by the service worker on the first visit.
  const precacheShards = data.shardBytes <= 2 * 1024 * 1024;
  return {
    mode: production ? 'production' : 'development',
    // The app; and two tiny scripts of their own, which the page shell names in the HTML
    // (scripts/page-shell): the boot script of a prerendered page (fetches main.js after the first
    // paint) and the route hints of the shell (preloads the route's chunks beside main.js).
    entry: {
      main: './src/main.tsx',
      boot: './src/app/boot/boot.entry.ts',
      hints: './src/app/boot/hints.entry.ts',
    },
    output: {
      path: outputDirs(env).dist,
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      // A lazy chunk's hash is in main.js's table of chunk files, which every page loads: six hex
      // digits (one chance in 16.7 million that a changed chunk keeps its name) rather than eight
      // save 0.1 KiB gzip of first load (2026-12-01: what a returning shopper's wait cost, render.tsx).
      chunkFilename: production ? 'js/[name].[contenthash:6].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    // `--env sourcemaps` (npm run profile:load's build, never dist/): source maps beside the
    // production files, which then end in a comment naming them; the shop ships none.
    devtool: production ? (env.sourcemaps ? 'source-map' : false) : 'eval-cheap-module-source-map',
    resolve: RESOLVE,
    module: {
      // Library code the shop never runs is trimmed (scripts/bundle-trims.ts), in development too,
      // so that what is tested and served is what ships.
      rules: [
        typescriptRule(production),
        reactRouterTrimRule(),
        reactRangeEsmRule(),
        reduxPersistHelpersRule(),
      ],
    },
    plugins: [
      stylisPrefixerOff(),
      BUILD_SETTINGS,
      // What only the build reads of the route table stays out of the browser's bundle (routes.ts),
      // and so does the catalogue (features/catalog/productSource.ts); main.js fetches its manifest.
      new webpack.DefinePlugin({
        'process.env.BROWSER_BUNDLE': JSON.stringify('1'),
        'process.env.CATALOG_MANIFEST': JSON.stringify(data.manifestUrl),
      }),
      new CatalogDataPlugin(data),
      // index.html, and shell.html: the SPA fallback, an empty page that renders in the browser,
      // with the route hints (production); and the build's page shell, from which the prerender
      // (scripts/prerender.ts) writes every public page, index.html too.
      new PageShellPlugin({
        routesFile: path.resolve(__dirname, 'src/app/routes.ts'),
        root: __dirname,
        catalog: products,
        manifest: data.manifestUrl,
        shards: data.shards,
        ...(production ? { csp: CONTENT_SECURITY_POLICY } : {}),
        withHints: production,
        // Not on the dev server (`webpack serve`), which writes nothing to disk.
        ...(env.WEBPACK_SERVE ? {} : { shellFile: outputDirs(env).shell }),
      }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public' }] }),
      // Offline after the first visit: precache the shell, every chunk, the catalogue and its images.
      // A new deployment waits until the page asks it to take over ("new version available").
      ...(production
        ? [
            new GenerateSW({
              swDest: 'sw.js',
              skipWaiting: false,
              clientsClaim: true,
              cleanupOutdatedCaches: true,
              navigateFallback: '/shell.html',
              // The Hindi edition's addresses fall back to its own shell (below), as a static host does.
              navigateFallbackDenylist: [
                /^\/(sw\.js|robots\.txt|sitemap\.xml|manifest\.webmanifest)$/,
                /^\/hi(\/|$)/,
              ],
              exclude: [
                /\.map$/,
                /^_headers$/,
                /^_redirects$/,
                /LICENSE/,
                // The Devanagari font: only a page showing Devanagari fetches it (cached below).
                /^assets\/fonts\//,
                ...(precacheShards ? [] : [/^data\/products-/]),
              ],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
              runtimeCaching: [
                // Under /hi/, every navigation is served the Hindi shell (hi/shell.html: lang="hi", its
                // title and noscript in Hindi) from the precache, as every other address is served
                // shell.html by navigateFallback: so it opens offline too. (Prerendered pages are not
                // precached: once the worker controls the shop, both editions render from their shell.)
                // The function is copied into sw.js as written: only the worker's globals.
                {
                  urlPattern: ({ request, url }) =>
                    request.mode === 'navigate' && /^\/hi(\/|$)/.test(url.pathname),
                  handler: async ({ request }) =>
                    (await caches.match('/hi/shell.html', { ignoreSearch: true })) ?? fetch(request),
                },
                // The catalogue's data files are content-hashed: once fetched, never fetched again.
                {
                  urlPattern: ({ url }) => url.pathname.startsWith('/data/'),
                  handler: 'CacheFirst',
                  options: { cacheName: 'catalogue', expiration: { maxEntries: 400 } },
                },
                {
                  urlPattern: ({ url }) => url.pathname.startsWith('/assets/fonts/'),
                  handler: 'CacheFirst',
                  options: { cacheName: 'fonts', expiration: { maxEntries: 4 } },
                },
                {
                  urlPattern: ({ url }) => url.origin === 'https://images.unsplash.com',
                  handler: 'CacheFirst',
                  options: {
                    cacheName: 'category-tiles',
                    expiration: { maxEntries: 8, maxAgeSeconds: 30 * 24 * 60 * 60 },
                  },
                },
              ],
            }),
          ]
        : []),
      // `npm run analyze`: a static treemap of every chunk in bundle-report.html.
      ...(env.analyze
        ? [
            new BundleAnalyzerPlugin({
              analyzerMode: 'static',
              reportFilename: path.resolve(__dirname, 'bundle-report.html'),
              openAnalyzer: false,
            }),
          ]
        : []),
    ],
    optimization: {
      // swc's minifier rather than Terser (webpack's default): the same code 0.5 KiB gzip smaller in
      // main.js (124.4 → 123.9, 2026-12-02; Terser with three passes and its unsafe options: 124.3),
      // and in a fifth of the time. Every e2e test runs against what it writes.
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: { ecma: 2020, passes: 2 }, mangle: true, ecma: 2020 },
        }),
      ],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // The search box: the header's (lazily hydrated, widgets/header) and the search page's load
          // one chunk, rather than a copy each (webpack leaves modules this small in every chunk).
          searchBox: {
            test: /[\\/]src[\\/]features[\\/]search[\\/]components[\\/]SearchBox/,
            name: 'search-box',
            chunks: 'async',
            enforce: true,
          },
          // What the search box shares with the listings (their queries to the catalogue, a search's
          // address): one chunk too, not a copy in the box's chunk and one in the listings'.
          catalogQuery: {
            test: /[\\/]src[\\/]features[\\/]search[\\/](useCatalogQuery|searchHref)\.ts$/,
            name: 'catalog-query',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port: 8080,
      historyApiFallback: true,
      hot: true,
      client: { overlay: { warnings: false } },
      static: { directory: path.resolve(__dirname, 'public') },
    },
  };
}
