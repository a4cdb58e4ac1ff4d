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

/**
 * react-range ships TypeScript's CommonJS output only (lib/*.js), which webpack can neither
 * tree-shake nor concatenate: the price slider's chunk carried all of the package, its unused
 * thumb-label hook (`useThumbOverlap`) too, behind `exports.`/`require` indirections and the
 * module helpers. These rewrite its four files into the ES modules they were compiled from, and
 * nothing else: each `require` becomes an import of the same module, each `exports.x` an export
 * of the same value (about 1 KiB gzip of the listings' and the search's first load).
 */
export const REACT_RANGE_TO_ESM: readonly { search: RegExp; replace: string }[] = [
  { search: /^Object\.defineProperty\(exports, "__esModule", \{ value: true \}\);$/gm, replace: '' },
  // `exports.a = exports.b = void 0;`: the exports declared up front.
  { search: /^exports\.\w+(?: = exports\.\w+)* = void 0;$/gm, replace: '' },
  {
    search: /^var (\w+) = (?:__importStar\(|__importDefault\()?require\(("[^"]+")\)\)?;$/gm,
    replace: 'import * as $1 from $2;',
  },
  // index.js re-exports: `Object.defineProperty(exports, "x", { ... return utils_1.x; ... });`
  {
    search:
      /^Object\.defineProperty\(exports, "(\w+)", \{ enumerable: true, get: function \(\) \{ return (\w+)_1\.(\w+); \} \}\);$/gm,
    replace: 'export { $3 as $1 } from "./$2";',
  },
  { search: /^exports\.default = (\w+);$/gm, replace: 'export default $1;' },
  { search: /^exports\.(\w+) = \1;$/gm, replace: 'export { $1 };' },
  { search: /^exports\.(\w+) = (\w+)_1\.default;$/gm, replace: 'export { default as $1 } from "./$2";' },
  // types.js: the Direction enum.
  {
    search: /^\}\)\((\w+) \|\| \(exports\.\1 = \1 = \{\}\)\);$/gm,
    replace: '})($1 || ($1 = {}));\nexport { $1 };',
  },
  // utils.js reads one of its own exports through `exports`.
  { search: /\(0, exports\.(\w+)\)/g, replace: '(0, $1)' },
];

/** Applies REACT_RANGE_TO_ESM to a source text, as string-replace-loader does in the build. */
export function reactRangeToEsm(source: string): string {
  return REACT_RANGE_TO_ESM.reduce((text, { search, replace }) => text.replace(search, replace), source);
}

/** The loader rule for react-range's files. */
export function reactRangeEsmRule(): RuleSetRule {
  return {
    test: /[\\/]node_modules[\\/]react-range[\\/]lib[\\/][^\\/]+\.js$/,
    loader: 'string-replace-loader',
    options: { multiple: [...REACT_RANGE_TO_ESM] },
  };
}

/**
 * redux-persist's ES build carries Babel's ES5 helpers, one copy per file (object spread in three
 * files, array spread, `typeof` for browsers without Symbol). These swap each for the native
 * syntax it stands for, which every browser the shop supports has (tsconfig's target is ES2022):
 * - `_objectSpread(target, ...sources)`: every call is `_objectSpread({}, state, { ... })`, so a
 *   fresh object spread from each source in turn gives the same own, enumerable data properties
 *   in the same order (spread defines them, as the helper's `_defineProperty` does, never calling a
 *   setter);
 * - `_toConsumableArray(array)`: `[...array]`, which throws the same TypeError for what is not
 *   iterable;
 * - `_typeof(value)`: `typeof value`, which is what the helper returns wherever Symbol is native;
 * - `_objectWithoutProperties(source, excluded)`: one pass over the source's own enumerable keys,
 *   strings then symbols as before (Reflect.ownKeys' order), each assigned as before.
 * The helpers they used (`ownKeys`, `_defineProperty`, `_iterableToArray`...) are left unused and
 * Terser drops them.
 */
export const REDUX_PERSIST_HELPERS: readonly { search: RegExp; replace: string }[] = [
  {
    search:
      /^function _objectSpread\(target\) \{ for \(var i = 1; i < arguments\.length; i\+\+\) \{ var source = arguments\[i\] != null \? arguments\[i\] : \{\}; if \(i % 2\) \{ ownKeys\(source, true\)\.forEach\(function \(key\) \{ _defineProperty\(target, key, source\[key\]\); \}\); \} else if \(Object\.getOwnPropertyDescriptors\) \{ Object\.defineProperties\(target, Object\.getOwnPropertyDescriptors\(source\)\); \} else \{ ownKeys\(source\)\.forEach\(function \(key\) \{ Object\.defineProperty\(target, key, Object\.getOwnPropertyDescriptor\(source, key\)\); \}\); \} \} return target; \}$/gm,
    replace:
      'function _objectSpread(target, ...sources) { for (const source of sources) target = { ...target, ...source }; return target; }',
  },
  {
    search:
      /^function _toConsumableArray\(arr\) \{ return _arrayWithoutHoles\(arr\) \|\| _iterableToArray\(arr\) \|\| _nonIterableSpread\(\); \}$/gm,
    replace: 'function _toConsumableArray(arr) { return [...arr]; }',
  },
  {
    search:
      /^function _typeof\(obj\) \{ if \(typeof Symbol === "function" && typeof Symbol\.iterator === "symbol"\) \{ _typeof = function _typeof\(obj\) \{ return typeof obj; \}; \} else \{ _typeof = function _typeof\(obj\) \{ return obj && typeof Symbol === "function" && obj\.constructor === Symbol && obj !== Symbol\.prototype \? "symbol" : typeof obj; \}; \} return _typeof\(obj\); \}$/gm,
    replace: 'function _typeof(obj) { return typeof obj; }',
  },
  {
    search:
      /^function _objectWithoutProperties\(source, excluded\) \{ if \(source == null\) return \{\}; var target = _objectWithoutPropertiesLoose\(source, excluded\); var key, i; if \(Object\.getOwnPropertySymbols\) \{ var sourceSymbolKeys = Object\.getOwnPropertySymbols\(source\); for \(i = 0; i < sourceSymbolKeys\.length; i\+\+\) \{ key = sourceSymbolKeys\[i\]; if \(excluded\.indexOf\(key\) >= 0\) continue; if \(!Object\.prototype\.propertyIsEnumerable\.call\(source, key\)\) continue; target\[key\] = source\[key\]; \} \} return target; \}$/gm,
    replace:
      'function _objectWithoutProperties(source, excluded) { var target = {}; if (source != null) for (const key of Reflect.ownKeys(source)) if (excluded.indexOf(key) < 0 && Object.prototype.propertyIsEnumerable.call(source, key)) target[key] = source[key]; return target; }',
  },
];

/** Applies REDUX_PERSIST_HELPERS to a source text, as string-replace-loader does in the build. */
export function nativeReduxPersistHelpers(source: string): string {
  return REDUX_PERSIST_HELPERS.reduce((text, { search, replace }) => text.replace(search, replace), source);
}

/** The loader rule for redux-persist's ES build. */
export function reduxPersistHelpersRule(): RuleSetRule {
  return {
    test: /[\\/]node_modules[\\/]redux-persist[\\/]es[\\/].+\.js$/,
    loader: 'string-replace-loader',
    options: { multiple: [...REDUX_PERSIST_HELPERS] },
  };
}
