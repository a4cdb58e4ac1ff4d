// @ts-check
// Mutation testing of the critical code (scripts/critical-code.json): `npm run test:mutation`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const critical = require('./scripts/critical-code.json');

/**
 * Equivalent mutants: mutants that change nothing a test could observe, so no test can kill them.
 * Each entry names the file, the exact source text of the code whose mutants are equivalent, and
 * why. scripts/stryker-equivalent-mutants.mjs marks them Ignored (with the reason) and warns about
 * an entry that no longer matches any code.
 * @type {{ file: string, code: string, reason: string }[]}
 */
export const EQUIVALENT_MUTANTS = [
  {
    file: 'src/features/checkout/paymentRules.ts',
    code: 'sum += counted',
    reason:
      'Luhn: `sum -= counted` gives -sum, and -sum % 10 is (-)0 exactly when sum % 10 is 0, so every number passes or fails as before.',
  },
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: critical.mutation,
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.mutation.config.ts', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  appendPlugins: ['./scripts/stryker-equivalent-mutants.mjs'],
  ignorers: ['equivalent-mutants'],
  concurrency: 3,
  // Static mutants (code run once when a module loads: the zod schemas, slices' initial states,
  // and the extra reducers Redux Toolkit builds when the store's module loads, which
  // jest/setup.unit.ts loads as the app does) are covered by no single test, so Stryker runs every
  // related test file for each of them: on this 2-core machine they took 83% of the run (about 4
  // hours in all). They are left out.
  ignoreStatic: true,
  // Re-runs test only the mutants whose code or tests changed since the last run. The file stays
  // local (.gitignore): it holds absolute paths.
  incremental: true,
  incrementalFile: 'mutation/stryker-incremental.json',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // scripts/mutation-gate.mjs (CI) runs Stryker on the stale files alone (MUTATION_GATE=stale) and
  // holds the total over every critical file to this break threshold itself: a run over a few
  // files is not judged on their score alone.
  thresholds: { high: 90, low: 85, break: process.env.MUTATION_GATE === 'stale' ? null : 85 },
  ignorePatterns: [
    'dist',
    'storybook-static',
    'coverage',
    'reports',
    'test-results',
    'playwright-report',
    '.prerender',
    '.tmp',
    '.scratch',
    '.swc',
    'bench/out',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
