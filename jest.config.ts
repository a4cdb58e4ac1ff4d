/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import critical from './scripts/critical-code.json';

type ProjectConfig = Exclude<NonNullable<Config['projects']>[number], string>;

/** What every project shares: the environment, the setup, the transform and the module map. */
export const common: ProjectConfig = {
  testEnvironment: '<rootDir>/jest/environment.ts',
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '<rootDir>/jest/swcTransformer.cjs',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
        // Under --coverage, swc instruments the TypeScript source itself (swc-plugin-coverage-instrument),
        // before its CommonJS transform: the export getters that transform adds are not counted as
        // statements of ours, and lines and branches map to the source exactly.
        experimental: { customCoverageInstrumentation: { enabled: true } },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook)/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(svg|png|jpe?g|webp|avif)$': '<rootDir>/jest/fileStub.ts',
    '\\.json\\?url$': '<rootDir>/jest/fileStub.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  clearMocks: true,
  restoreMocks: true,
};

/**
 * One project per layer (docs/architecture.md), so QA can run one layer by name:
 * `npm test -- --selectProjects features`. A path still narrows further: `npm test -- src/features/cart`.
 */
const layer = (displayName: string, roots: string[]): ProjectConfig => ({
  ...common,
  displayName,
  roots: roots.map((root) => `<rootDir>/${root}`),
});

/** Each file of the critical code (scripts/critical-code.json) is held to this on its own. */
const CRITICAL_FILE = { statements: 95, branches: 95 };
const criticalGlobs = Object.values(critical.coverage).flat();

const config: Config = {
  // `npm run test:coverage`: every source file of src/, not only those a test imports. Left out:
  // tests, stories (the Storybook test-runner runs them in Chromium), the test utilities, and
  // main.tsx, the browser's entry, which the e2e journeys run.
  collectCoverageFrom: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/**/*.stories.tsx',
    '!src/test/**',
    '!src/**/*.d.ts',
    '!src/main.tsx',
  ],
  // A worker per core: jest's default (cores - 1) ran one worker on this 2-core machine, and the
  // main process mostly waits. Two workers: the pages layer 99 s -> 62 s.
  maxWorkers: '100%',
  // Three times Testing Library's wait (asyncUtilTimeout, 5 s: jest/setup.ts): a findBy that waits
  // in vain fails with its own message and the DOM, not with jest's bare timeout.
  testTimeout: 15_000,
  coverageDirectory: 'coverage',
  coverageReporters: ['text-summary', 'json-summary', 'html', 'cobertura'],
  coverageThreshold: {
    // Every file the critical globs below leave out, together.
    global: { statements: 85, branches: 85, functions: 85, lines: 85 },
    ...Object.fromEntries(criticalGlobs.map((glob) => [`./${glob}`, CRITICAL_FILE])),
  },
  // Beside the console's report, a JUnit file for CI (reports/junit/jest.xml), one suite per test
  // file, named with its project.
  reporters: [
    'default',
    // The ten slowest test files and the run's wall time, at the end of every run.
    '<rootDir>/jest/slowestSuites.cjs',
    [
      'jest-junit',
      {
        outputDirectory: 'reports/junit',
        outputName: 'jest.xml',
        suiteNameTemplate: '{displayName} › {filepath}',
        classNameTemplate: '{displayName} › {classname}',
        titleTemplate: '{title}',
        addFileAttribute: 'true',
        reportTestSuiteErrors: 'true',
      },
    ],
  ],
  projects: [
    layer('shared', ['src/shared']),
    layer('features', ['src/features']),
    layer('widgets', ['src/widgets']),
    layer('pages', ['src/pages']),
    layer('app', ['src/app', 'src/test']),
    // The build's own code: webpack plugins, bundle trims, the search bench's parity test.
    layer('tooling', ['scripts', 'bench', 'jest']),
  ],
};

export default config;
