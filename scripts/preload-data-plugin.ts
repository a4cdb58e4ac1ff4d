import type { Compiler } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Every page preloads the build's data files (`data/*.json`: the catalogue), so they download
 * beside main.js instead of after it has run. `as="fetch"` with `crossorigin` (anonymous: the
 * same-origin credentials of a plain fetch()) matches the app's own fetch of the file, which then
 * uses the preloaded response.
 */
export class PreloadDataPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PreloadDataPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadDataPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = Object.keys(compilation.assets).filter((file) => /^data\/.+\.json$/.test(file));
        for (const file of files.sort()) {
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', href: publicPath + file, as: 'fetch', crossorigin: 'anonymous' },
            meta: { plugin: 'PreloadDataPlugin' },
          });
        }
        return data;
      });
    });
  }
}
