// The test-runner's jest configuration (it finds this file by its name in .storybook/): its own,
// in Debian Chromium, never a downloaded browser. scripts/test-storybook.mjs runs it.
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

/** @type {import('jest').Config} */
export default {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    },
  },
};
