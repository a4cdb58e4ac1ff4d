import fs from 'node:fs';
import path from 'node:path';
import * as reactRange from 'react-range';
import {
  nativeReduxPersistHelpers,
  reactRangeEsmRule,
  reactRangeToEsm,
  reactRouterTrimRule,
  reduxPersistHelpersRule,
  REDUX_PERSIST_HELPERS,
  trimReactRouter,
} from './bundle-trims';

/**
 * Rewritten files are written under .tmp/ (inside the project, so that their imports of packages
 * resolve) and imported as jest imports any module of ours: compiled by its transform and run.
 */
const tmp = path.resolve(__dirname, '../.tmp');
fs.mkdirSync(tmp, { recursive: true });
const scratch = fs.mkdtempSync(path.join(tmp, 'bundle-trims-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
function writeScratch(name: string, text: string): string {
  const file = path.join(scratch, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

/** The files of react-router's build that webpack bundles for the browser (the "module" condition). */
const dist = path.resolve(__dirname, '../node_modules/react-router/dist/development');
const files = fs.readdirSync(dist).filter((name) => /^(index|chunk-.+)\.mjs$/.test(name));
const sources = files.map((name) => fs.readFileSync(path.join(dist, name), 'utf8'));
const all = sources.join('\n');

const topLevelFactory = /^var \w+ = (?:\/\* @__PURE__ \*\/ )?React\d*\.(?:forwardRef|memo|createContext)\(/gm;
const pureFactory = /^var \w+ = \/\* @__PURE__ \*\/ React\d*\.(?:forwardRef|memo|createContext)\(/gm;
const displayName = /\.displayName = "/;

describe('react-router trims', () => {
  it('finds what it trims in the installed react-router (else the trim silently does nothing)', () => {
    expect(all.match(topLevelFactory)?.length).toBeGreaterThan(10);
    expect(all).toMatch(/^Form\.displayName = "Form";$/m);
  });

  it('marks every top-level context and component factory pure', () => {
    const trimmed = sources.map(trimReactRouter).join('\n');
    expect(trimmed.match(pureFactory)?.length).toBe(all.match(topLevelFactory)?.length);
    expect(trimmed).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
  });

  it('leaves out every DevTools name and nothing else', () => {
    for (const source of sources) {
      const trimmed = trimReactRouter(source);
      expect(trimmed).not.toMatch(displayName);
      const removed = source.split('\n').filter((line) => displayName.test(line));
      const keptLines = trimmed.split('\n').filter((line) => line.trim() !== '').length;
      const sourceLines = source.split('\n').filter((line) => line.trim() !== '').length;
      expect(keptLines).toBe(sourceLines - removed.length);
    }
  });

  it("returns Link's anchor alone: the framework-mode prefetch links are gone, the rest of Link is kept", () => {
    const prefetchLinks = /createElement\(PrefetchPageLinks, \{ page: href \}\)/g;
    expect(all.match(prefetchLinks)).toHaveLength(1);
    const trimmed = sources.map(trimReactRouter).join('\n');
    expect(trimmed).not.toMatch(prefetchLinks);
    const link = trimmed.slice(trimmed.indexOf('function LinkWithRef('), trimmed.indexOf('var NavLink ='));
    expect(link).toContain('usePrefetchBehavior(');
    expect(link).toContain('"data-discover"');
    expect(link.trimEnd()).toMatch(/return link;\s*\}\s*\);$/);
    // Why that is safe: outside framework mode (no FrameworkContext) Link never prefetches.
    expect(all).toMatch(/if \(!frameworkContext\) \{\s*return \[false, ref, \{\}\];/);
  });

  it("turns the developer warnings off as react-router's production build does, and changes nothing else", () => {
    const productionDir = path.resolve(dist, '../production');
    const production = fs
      .readdirSync(productionDir)
      .filter((name) => /^chunk-.+\.mjs$/.test(name))
      .map((name) => fs.readFileSync(path.join(productionDir, name), 'utf8'));
    const flagged = sources.filter((source) => source.includes('var ENABLE_DEV_WARNINGS = true;'));
    expect(flagged).toHaveLength(1);
    const onlyThatFlag = (source: string) =>
      source.replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;');
    // The same file in the production build, byte for byte, once the flag is off.
    expect(production).toContain(onlyThatFlag(flagged[0]!));
    expect(trimReactRouter(flagged[0]!)).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(trimReactRouter(flagged[0]!)).not.toContain('ENABLE_DEV_WARNINGS = true');
  });

  it('applies to the react-router files webpack resolves, and to no other package', () => {
    const test = reactRouterTrimRule().test as RegExp;
    for (const name of files) expect(test.test(path.join(dist, name))).toBe(true);
    expect(test.test(path.resolve('node_modules/react-router-dom/dist/index.mjs'))).toBe(false);
    expect(test.test(path.resolve('node_modules/react-redux/dist/react-redux.mjs'))).toBe(false);
  });
});

describe('react-range as ES modules', () => {
  const lib = path.resolve(__dirname, '../node_modules/react-range/lib');
  const names = fs.readdirSync(lib).filter((name) => name.endsWith('.js'));
  const read = (name: string) => fs.readFileSync(path.join(lib, name), 'utf8');

  /** The rewritten package, imported from a folder of its own. */
  async function importRewritten(): Promise<Record<string, unknown>> {
    for (const name of names) writeScratch(`react-range/${name}`, reactRangeToEsm(read(name)));
    return { ...((await import(path.join(scratch, 'react-range/index.js'))) as Record<string, unknown>) };
  }

  it('finds the CommonJS it rewrites in the installed react-range (else webpack bundles it whole again)', () => {
    expect(names.sort()).toEqual(['Range.js', 'index.js', 'types.js', 'utils.js']);
    for (const name of names) expect(read(name)).toContain('Object.defineProperty(exports, "__esModule"');
  });

  it('leaves no CommonJS in any file: webpack sees ES modules only', () => {
    for (const name of names) {
      const rewritten = reactRangeToEsm(read(name));
      expect(rewritten).not.toMatch(/\bexports\b|\brequire\(/);
      expect(rewritten).toMatch(/^export /m);
    }
  });

  it('exports the same things as the package: the same functions, the same component, the same enum', async () => {
    const original: Record<string, unknown> = { ...reactRange };
    const rewritten = await importRewritten();
    expect(Object.keys(rewritten).sort()).toEqual(Object.keys(original).sort());
    for (const [name, value] of Object.entries(original)) expect(typeof rewritten[name]).toBe(typeof value);
    expect(rewritten.Direction).toEqual(original.Direction);
    const track = { values: [500, 3000], colors: ['#ddd', '#8a1c4a', '#ddd'], min: 0, max: 10000 };
    type Background = (options: typeof track) => string;
    expect((rewritten.getTrackBackground as Background)(track)).toBe(
      (original.getTrackBackground as Background)(track),
    );
    type Relative = (value: number, min: number, max: number) => number;
    expect((rewritten.relativeValue as Relative)(250, 0, 1000)).toBe(0.25);
    type Range = { defaultProps: unknown; prototype: object };
    const [before, after] = [original.Range as Range, rewritten.Range as Range];
    expect(after.defaultProps).toEqual(before.defaultProps);
    expect(Object.getOwnPropertyNames(after.prototype).sort()).toEqual(
      Object.getOwnPropertyNames(before.prototype).sort(),
    );
  });

  it("applies to react-range's files, and to no other package", () => {
    const test = reactRangeEsmRule().test as RegExp;
    for (const name of names) expect(test.test(path.join(lib, name))).toBe(true);
    expect(test.test(path.resolve('node_modules/react-redux/dist/react-redux.mjs'))).toBe(false);
    expect(test.test(path.resolve('node_modules/react-router/dist/development/index.js'))).toBe(false);
  });
});

describe("redux-persist's native helpers", () => {
  const es = path.resolve(__dirname, '../node_modules/redux-persist/es');
  const bundled = ['persistStore.js', 'persistReducer.js', 'stateReconciler/autoMergeLevel1.js'];
  const read = (name: string) => fs.readFileSync(path.join(es, name), 'utf8');
  /** The helper named `name` in `source`, as a function. */
  let written = 0;
  /** The helpers `names` of `source` (its `function` lines), imported from a file of their own. */
  async function helpers(source: string, ...names: string[]) {
    const lines = source.split('\n').filter((line) => line.startsWith('function '));
    written += 1;
    const file = writeScratch(
      `helpers-${written}.js`,
      `${lines.join('\n')}\nexport { ${names.join(', ')} };\n`,
    );
    return (await import(file)) as Record<string, (...args: unknown[]) => unknown>;
  }

  it('finds each helper where the shop uses it (else the trim silently does nothing)', () => {
    const count = (name: string, rule: number) =>
      read(name).match(REDUX_PERSIST_HELPERS[rule]!.search)?.length ?? 0;
    expect(bundled.map((name) => count(name, 0))).toEqual([1, 1, 1]); // _objectSpread
    expect(count('persistStore.js', 1)).toBe(1); // _toConsumableArray
    expect(count('stateReconciler/autoMergeLevel1.js', 2)).toBe(1); // _typeof
    expect(count('persistReducer.js', 3)).toBe(1); // _objectWithoutProperties
    for (const name of bundled)
      expect(nativeReduxPersistHelpers(read(name))).not.toContain('_defineProperty(target');
  });

  it('calls _objectSpread only as _objectSpread({}, ...): a fresh object that no one else holds', () => {
    for (const name of bundled) {
      const calls = read(name).match(/_objectSpread\(.{4}/g) ?? [];
      expect(calls.length).toBeGreaterThan(1);
      for (const call of calls.slice(1)) expect(call).toBe('_objectSpread({}, ');
    }
  });

  it('gives what the helpers gave', async () => {
    const source = read('persistReducer.js');
    const names = ['_objectSpread', '_objectWithoutProperties'];
    const [before, after] = await Promise.all([
      helpers(source, ...names),
      helpers(nativeReduxPersistHelpers(source), ...names),
    ]);
    const symbol = Symbol('s');
    const hidden = Object.defineProperty({ a: 1 }, 'hidden', { value: 2, enumerable: false });
    const state = Object.freeze({
      b: 2,
      [symbol]: 3,
      _persist: { version: 1 },
      ...JSON.parse('{"__proto__": 4}'),
    });
    const cases = {
      _objectSpread: [
        [{}, state, { _persist: 5 }],
        [{}, hidden],
        [{}, null, { c: 1 }],
        [{}, undefined],
      ],
      _objectWithoutProperties: [
        [state, ['_persist']],
        [hidden, []],
        [null, ['a']],
        [undefined, []],
      ],
    };
    for (const [name, inputs] of Object.entries(cases)) {
      for (const input of inputs) {
        const expected = before[name]!(...input) as object;
        const actual = after[name]!(...input) as object;
        expect(Reflect.ownKeys(actual)).toEqual(Reflect.ownKeys(expected));
        expect(Object.getOwnPropertyDescriptors(actual)).toEqual(Object.getOwnPropertyDescriptors(expected));
        expect(Object.getPrototypeOf(actual)).toBe(Object.getPrototypeOf(expected));
      }
    }
    const store = read('persistStore.js');
    const spread = await Promise.all([
      helpers(store, '_toConsumableArray'),
      helpers(nativeReduxPersistHelpers(store), '_toConsumableArray'),
    ]);
    expect(spread[1]._toConsumableArray!(['a', 'b'])).toEqual(spread[0]._toConsumableArray!(['a', 'b']));
    expect(() => spread[1]._toConsumableArray!(3)).toThrow(TypeError);
    const reconciler = read('stateReconciler/autoMergeLevel1.js');
    const types = await Promise.all([
      helpers(reconciler, '_typeof'),
      helpers(nativeReduxPersistHelpers(reconciler), '_typeof'),
    ]);
    for (const value of [{}, null, 'a', symbol, 1, undefined]) {
      expect(types[1]._typeof!(value)).toBe(types[0]._typeof!(value));
    }
  });

  it("applies to redux-persist's ES build, and to no other package", () => {
    const test = reduxPersistHelpersRule().test as RegExp;
    for (const name of bundled) expect(test.test(path.join(es, name))).toBe(true);
    expect(test.test(path.resolve('node_modules/redux-persist/lib/persistStore.js'))).toBe(false);
    expect(test.test(path.resolve('node_modules/react-redux/dist/react-redux.mjs'))).toBe(false);
  });
});
