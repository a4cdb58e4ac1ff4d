/**
 * Library code the browser bundle can do without, which the bundler cannot prove unused by itself.
 * Each trim is measured against the JavaScript budget (scripts/check-size.mjs, README
 * "JavaScript budget"); if a library update stops a trim from matching, the size check says so.
 */
import path from 'node:path';
import webpack, { type RuleSetRule } from 'webpack';

/**
 * react-router's build creates its contexts and components at the top level with calls bundlers
 * must assume have effects (`var Form = React10.forwardRef(...)`) and then names them for React
 * DevTools (`Form.displayName = "Form"`). Together they keep the data router's forms, fetchers,
 * scroll restoration and prefetching in the bundle although the shop only uses the declarative
 * <BrowserRouter>. Marking the calls pure and leaving out the DevTools names lets webpack and
 * Terser drop what nothing uses (about 1.2 KiB gzip of the first screen). DevTools still shows
 * the components under their function names.
 */
export const REACT_ROUTER_TRIMS: readonly { search: RegExp; replace: string }[] = [
  {
    search: /=\s*(React\d*\.(?:forwardRef|memo|createContext)\()/g,
    replace: '= /* @__PURE__ */ $1',
  },
  { search: /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm, replace: '' },
  /**
   * <Link> renders framework mode's prefetch links (and, through them, its route manifest and
   * RSC code) beside the anchor when `shouldPrefetch`, which is always false outside framework
   * mode (usePrefetchBehavior returns false without its FrameworkContext): the Link returns its
   * anchor alone, and what only those prefetch links used is left out (about 1.4 KiB gzip).
   */
  {
    search:
      /return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ (React\d*)\.createElement\(\1\.Fragment, null, link, \/\* @__PURE__ \*\/ \1\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;/g,
    replace: 'return link;',
  },
  /**
   * The package's "module" export is its development build, whose only difference from the
   * production build beside it (dist/production) is this flag: with it off, Terser drops the
   * developer warnings (route matching, future flags, v7 migration hints) from the browser bundle.
   */
  { search: /^var ENABLE_DEV_WARNINGS = true;$/m, replace: 'var ENABLE_DEV_WARNINGS = false;' },
];

/** Applies REACT_ROUTER_TRIMS to a source text, as string-replace-loader does in the build. */
export function trimReactRouter(source: string): string {
  return REACT_ROUTER_TRIMS.reduce((text, { search, replace }) => text.replace(search, replace), source);
}

/** The loader rule for react-router's files (react-router-dom re-exports them). */
export function reactRouterTrimRule(): RuleSetRule {
  return {
    test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/,
    loader: 'string-replace-loader',
    options: { multiple: [...REACT_ROUTER_TRIMS] },
  };
}

/**
 * stylis's vendor prefixer (about 1.1 KiB gzip) is bundled because styled-components refers to it,
 * but styled-components 6 only prefixes when a StyleSheetManager sets `enableVendorPrefixes`,
 * which the shop never does (src/shared/theme/noVendorPrefixes.test.tsx holds it to that).
 * The stand-in throws if it is ever called, so a change there cannot go unnoticed.
 */
export function stylisPrefixerOff() {
  return new webpack.NormalModuleReplacementPlugin(
    /[\\/]node_modules[\\/]stylis[\\/]src[\\/]Prefixer\.js$/,
    path.resolve(__dirname, 'stylis-prefixer-off.mjs'),
  );
}
