import type { Compiler } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Every page preloads the catalogue's manifest (scripts/catalogue.ts), so it downloads beside
 * main.js instead of after it has run. `as="fetch"` with `crossorigin` (anonymous: the same-origin
 * credentials of a plain fetch()) matches the app's own fetch of the file, which then uses the
 * preloaded response. The shards are never preloaded: a page fetches only the ones it needs.
 */
export class PreloadDataPlugin {
  constructor(private readonly manifestUrl: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PreloadDataPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadDataPlugin', (data) => {
        data.headTags.push({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href: this.manifestUrl, as: 'fetch', crossorigin: 'anonymous' },
          meta: { plugin: 'PreloadDataPlugin' },
        });
        return data;
      });
    });
  }
}
