import path from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';

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
