import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-webpack5';
import { DEVANAGARI_FONT_FACES } from '../scripts/page-shell/fonts';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-webpack5-compiler-swc',
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    // Hover, focus and active forced on chosen elements (`parameters.pseudo`): the "States" stories.
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-webpack5', options: {} },
  staticDirs: ['../public'],
  // The page's Devanagari face (scripts/page-shell/fonts.ts), as every page of the shop has it: the
  // language switch and the Hindi edition's stories show Devanagari, never empty boxes.
  previewHead: (head) => `${head}<style>${DEVANAGARI_FONT_FACES}</style>`,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables and inferred controls from the components' TypeScript props and their doc comments.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our props only: not the hundreds of HTML attributes a component passes on to its element.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
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
