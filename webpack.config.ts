import path from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';
import { RouteHintsPlugin, type RouteHint } from './scripts/route-hints-plugin';
import { PRODUCTS } from './src/features/catalog/products';

/**
 * What each public route loads before its first paint, preloaded alongside main.js (see
 * scripts/route-hints-plugin.ts). Signed-in-only routes are left out: a guest is sent to /login
 * before their chunk loads, and an unused preload is a console warning.
 */
const ROUTE_HINTS: readonly RouteHint[] = [
  // The category tiles' bundled artwork is the home page's largest paint on a phone.
  {
    path: '^/$',
    chunks: ['home'],
    images: ['women', 'men', 'kids', 'beauty'].map((slug) => `/assets/categories/${slug}.svg`),
  },
  { path: '^/(women|men|kids|beauty)$', chunks: ['category'] },
  { path: '^/sale$', chunks: ['sale'] },
  { path: '^/search$', query: 'q', chunks: ['search', 'search-engine'] },
  { path: '^/search$', chunks: ['search'] },
  {
    path: '^/product/([1-9][0-9]*)$',
    chunks: ['product', 'product-view'],
    images: ['/assets/products/$1.svg'],
    maxId: PRODUCTS.length,
  },
  { path: '^/cart$', chunks: ['cart'] },
  { path: '^/wishlist$', chunks: ['wishlist'] },
  { path: '^/login$', chunks: ['login'] },
  { path: '^/signup$', chunks: ['signup'] },
  { path: '^/forgot-password$', chunks: ['forgot-password'] },
  { path: '^/contact$', chunks: ['contact'] },
  { path: '^/faq$', chunks: ['faq'] },
  { path: '^/return-policy$', chunks: ['return-policy'] },
  { path: '^/shipping$', chunks: ['shipping'] },
  { path: '^/privacy$', chunks: ['privacy'] },
  { path: '^/terms$', chunks: ['terms'] },
];

/**
 * Content-Security-Policy of the built site: only our own origin, plus the category tile image host.
 * styled-components injects <style> elements, hence 'unsafe-inline' for styles only (never scripts).
 * Static hosts should also send it as a header (public/_headers has the set, with frame-ancestors).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://images.unsplash.com",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'development' | 'production' | 'none' };

export default function config(env: Env, argv: Argv): Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        inject: 'body',
        scriptLoading: 'defer',
        meta: production
          ? { csp: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY } }
          : {},
      }),
      ...(production ? [new RouteHintsPlugin(ROUTE_HINTS)] : []),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      // Offline after the first visit: precache the shell, every chunk, the catalogue and its images.
      // A new deployment waits until the page asks it to take over ("new version available").
      ...(production
        ? [
            new GenerateSW({
              swDest: 'sw.js',
              skipWaiting: false,
              clientsClaim: true,
              cleanupOutdatedCaches: true,
              navigateFallback: '/index.html',
              navigateFallbackDenylist: [/^\/(sw\.js|robots\.txt|manifest\.webmanifest)$/],
              exclude: [/\.map$/, /^_headers$/, /LICENSE/],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
              runtimeCaching: [
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
      splitChunks: { chunks: 'async' },
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
