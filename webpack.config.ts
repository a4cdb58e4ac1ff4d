import path from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'development' | 'production' | 'none' };

export default function config(
  _env: Env,
  argv: Argv,
): Configuration & { devServer?: DevServerConfiguration } {
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
      new HtmlWebpackPlugin({ template: 'public/index.html', inject: 'body', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
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
