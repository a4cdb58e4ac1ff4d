// @ts-check
// Mutation testing of the critical code (scripts/critical-code.json): `npm run test:mutation`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const critical = require('./scripts/critical-code.json');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: critical.mutation,
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'jest.mutation.config.ts', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  concurrency: 3,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
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
