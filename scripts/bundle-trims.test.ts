import fs from 'node:fs';
import path from 'node:path';
import { reactRouterTrimRule, trimReactRouter } from './bundle-trims';

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
