/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: '<rootDir>/jest/environment.ts',
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  roots: ['<rootDir>/src', '<rootDir>/jest', '<rootDir>/scripts', '<rootDir>/bench'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
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

export default config;
