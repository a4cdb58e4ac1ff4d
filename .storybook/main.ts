import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  swc: () => ({ jsc: { transform: { react: { runtime: 'automatic' } } } }),
  // `@/shared/ui` is `src/shared/ui`, as in tsconfig, webpack and jest. Storybook loads this file as
  // an ES module (no __dirname); its commands run from the project's root, as npm scripts do.
  webpackFinal: (webpackConfig) => ({
    ...webpackConfig,
    resolve: {
      ...webpackConfig.resolve,
      alias: { ...webpackConfig.resolve?.alias, '@': path.resolve(process.cwd(), 'src') },
    },
  }),
};

export default config;
