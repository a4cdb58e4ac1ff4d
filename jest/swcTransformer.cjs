/**
 * @swc/jest, with one fix to the coverage instrumentation it asks swc for under `--coverage`
 * (swc-plugin-coverage-instrument 0.0.33, the latest).
 *
 * The plugin instruments the TypeScript source before swc's CommonJS transform, so the export
 * getters that transform adds are not counted as statements of ours (babel's instrumentation of
 * swc's output counts them: swc-project/swc#3854). But its generated guard reads
 * `coverage[path].$hash`, a field its coverage data does not have (it has `hash`): a module
 * evaluated a second time (jest.isolateModules, jest.resetModules) replaces the counters of the
 * first copy with zeros, and everything the test ran through that first copy is lost. The guard
 * is rewritten to istanbul's own (`.hash`), at the same length so that the source map still holds.
 * jest/swcTransformer.test.ts fails when the plugin's output no longer has the guard to fix.
 */
const { createTransformer } = require('@swc/jest');

const BUGGY_GUARD = 'coverage[path].$hash !== hash';
const FIXED_GUARD = 'coverage[path].hash  !== hash';

function fixGuard(result, jestOptions) {
  if (!jestOptions.instrument) return result;
  return { ...result, code: result.code.replace(BUGGY_GUARD, FIXED_GUARD) };
}

module.exports = {
  BUGGY_GUARD,
  FIXED_GUARD,
  createTransformer(options) {
    const swc = createTransformer(options);
    return {
      ...swc,
      process: (source, filename, jestOptions) =>
        fixGuard(swc.process(source, filename, jestOptions), jestOptions),
      processAsync: async (source, filename, jestOptions) =>
        fixGuard(await swc.processAsync(source, filename, jestOptions), jestOptions),
      getCacheKey: (...args) => `${swc.getCacheKey(...args)}:coverage-guard-fix`,
    };
  },
};
