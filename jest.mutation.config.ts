/** @jest-config-loader esbuild-register */
import path from 'node:path';
import type { Config } from 'jest';
import { common } from './jest.config';

/**
 * The tests Stryker runs against each mutant of the critical code (stryker.conf.mjs): the unit
 * tests of the features, the shared library and the stored shapes. One flat project: Stryker wraps the
 * test environment to learn which test covers which mutant, and runs for each mutant only the
 * tests that cover it.
 */
const config: Config = {
  ...common,
  // An absolute path to a file Node can require: Stryker loads the environment itself.
  testEnvironment: path.join(__dirname, 'jest/environmentForStryker.cjs'),
  // Unit tests need none of the React side of setup.ts; it costs every test file a second.
  setupFilesAfterEnv: ['<rootDir>/jest/setup.unit.ts'],
  roots: ['<rootDir>/src'],
  testMatch: [
    '<rootDir>/src/features/*/*.test.ts',
    '<rootDir>/src/shared/lib/*.test.ts',
    // Of persistence, the tests of the stored shapes: the storage wiring's tests (cross-tab sync,
    // configs, session-only) and the round-trip property test reach the critical code only through
    // a whole store, and would run for nearly every mutant.
    '<rootDir>/src/app/persistence/schemas.test.ts',
    '<rootDir>/src/app/persistence/format.test.ts',
  ],
};

export default config;
