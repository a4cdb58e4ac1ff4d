// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const FEATURES = '(catalog|cart|wishlist|auth|orders|search)';

/** react-redux's plain hooks are banned: use useAppSelector / useAppDispatch from app/hooks. */
const plainReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use useAppDispatch / useAppSelector / useAppStore from app/hooks.',
};

/** Import boundaries: each layer may import only what lies below it, and features only by their public index. */
const restricted = (...patterns) => [
  'error',
  { paths: [plainReduxHooks], patterns: patterns.map(([regex, message]) => ({ regex, message })) },
];

const deepFeatureImport = [
  `(^|/)features/${FEATURES}/.+`,
  'Import a feature through its public index (features/cart), never its files.',
];

export default tseslint.config(
  {
    ignores: [
      '.tmp',
      '.scratch',
      '.prerender',
      'dist',
      'storybook-static',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': restricted(),
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted([
        '(^|/)(features|pages|app)(/|$)',
        'shared/ is the bottom layer: it imports no feature, page or app code.',
      ]),
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted(
        [`^(\\.\\./)+${FEATURES}/.+`, 'Import another feature through its index (../cart), never its files.'],
        ['(^|/)pages(/|$)', 'Features never import pages.'],
        ['(^|/)app/(?!hooks$|store$)', 'Features may import only app/hooks and app/store types.'],
      ),
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted(deepFeatureImport, [
        '(^|/)app/(?!hooks$|store$|RequireAuth$)',
        'Pages may import only app/hooks, app/store types and RequireAuth.',
      ]),
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/test/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restricted(deepFeatureImport) },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restricted() },
  },
);
