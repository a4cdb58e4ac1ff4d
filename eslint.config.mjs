// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import rangoli from './eslint/rangoli.mjs';

/**
 * The layers, one way (docs/architecture.md): app → pages → widgets → features → shared.
 * A layer imports only the layers below it; `src/test` (the test utilities) is exempt, and tests
 * are held to the same rules as the code beside them.
 */

/**
 * The features, lowest first: a feature may import only the features before it in this list.
 * Add a new feature where its dependencies put it.
 */
const FEATURE_ORDER = [
  'auth',
  'privacy',
  'preferences',
  'delivery',
  'catalog',
  'orders',
  'reviews',
  'cart',
  'wishlist',
  'coupons',
  'search',
  'checkout',
  'newsletter',
  'contact',
];

/** The widgets, lowest first: a widget may import only the widgets before it. */
const WIDGET_ORDER = ['product-card', 'filtered-listing', 'header', 'footer'];

const slicesIn = (layer) =>
  fs
    .readdirSync(`src/${layer}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

for (const [layer, order] of [
  ['features', FEATURE_ORDER],
  ['widgets', WIDGET_ORDER],
]) {
  const missing = slicesIn(layer).filter((slice) => !order.includes(slice));
  if (missing.length > 0) {
    throw new Error(`eslint.config.mjs: place ${missing.join(', ')} in the ${layer} order`);
  }
}

/**
 * What everything below app may import from it: its typed Redux hooks (they only carry the store's
 * types), and the first load's public API, app/boot's index (the loading helpers, the hydration
 * gates: src/app/boot/README.md), never its files.
 */
const APP_EXCEPT_HOOKS = { from: './src/app', except: ['./hooks.ts', './boot/index.ts'] };

/** Each slice may import only the slices before it in its layer's order. */
const orderZones = (layer, order) =>
  order.slice(0, -1).map((slice, i) => ({
    target: `./src/${layer}/${slice}`,
    from: order.slice(i + 1).map((later) => `./src/${layer}/${later}`),
    message: `${layer}/${slice} comes before ${order.slice(i + 1).join(', ')} in eslint.config.mjs's ${layer} order: it may not import them.`,
  }));

const LAYER_ZONES = [
  {
    target: './src/shared',
    from: ['./src/app', './src/pages', './src/widgets', './src/features'],
    message: 'shared is the bottom layer: it imports no app, page, widget or feature code.',
  },
  {
    target: './src/features',
    from: ['./src/pages', './src/widgets'],
    message: 'Features never import widgets or pages.',
  },
  {
    target: './src/features',
    ...APP_EXCEPT_HOOKS,
    message: 'Features may import only app/hooks and app/boot (its index) from app.',
  },
  { target: './src/widgets', from: './src/pages', message: 'Widgets never import pages.' },
  {
    target: './src/widgets',
    ...APP_EXCEPT_HOOKS,
    message: 'Widgets may import only app/hooks and app/boot (its index) from app.',
  },
  {
    target: './src/pages',
    ...APP_EXCEPT_HOOKS,
    message: 'Pages may import only app/hooks and app/boot (its index) from app.',
  },
  ...slicesIn('pages').map((page) => ({
    target: `./src/pages/${page}`,
    from: './src/pages',
    except: [`./${page}`],
    message: 'Pages never import pages: what two pages share belongs in a widget, a feature or shared.',
  })),
  ...orderZones('features', FEATURE_ORDER),
  ...orderZones('widgets', WIDGET_ORDER),
];

/** react-redux's plain hooks are banned: use useAppSelector / useAppDispatch from app/hooks. */
const plainReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use useAppDispatch / useAppSelector / useAppStore from @/app/hooks.',
};

/**
 * The import specifiers a file at `depth` folders below its slice's root may not use:
 * - another slice's files (features and widgets are imported through their index);
 * - a relative path out of its own slice (other slices are named from the root: @/shared/ui);
 * - the test utilities, outside tests.
 */
function restrictedImports(depth, { test, persistence = false }) {
  const patterns = [
    {
      regex: '^@/(features|widgets)/[^/]+/(?!persist$).+',
      message: 'Import a feature or widget through its public index (@/features/cart), never its files.',
    },
    {
      regex: `^(\\.\\./){${depth + 1},}`,
      message: 'A relative import may not leave its slice: name other slices from the root (@/shared/ui).',
    },
  ];
  if (!test) {
    patterns.push({ regex: '^@/test(/|$)', message: 'Only tests use the test utilities.' });
  }
  if (!persistence) {
    // A feature's second public entry, `persist.ts`: its stored shape (zod schema, migrations),
    // which only the app's persistence loads, lazily (zod stays out of the first load).
    patterns.push({
      regex: '^@/features/[^/]+/persist$',
      message: "A feature's stored shape is for the app's persistence (app/persistence), loaded lazily.",
    });
  }
  return ['error', { paths: [plainReduxHooks], patterns }];
}

/**
 * The browser's globals Node code reaches for by mistake: every file has the browser's, Node's and
 * jest's globals (the first block below), and TypeScript's DOM types allow them everywhere.
 */
const NOT_IN_NODE = ['window', 'document', 'location', 'navigator', 'localStorage', 'sessionStorage'].map(
  (name) => ({
    name,
    message: `Node code: there is no ${name} (a page's own code runs in page.evaluate's callbacks).`,
  }),
);

/** Node's globals browser code reaches for by mistake (@types/node declares them everywhere). */
const NOT_IN_BROWSER = ['Buffer', 'global', 'require', 'module', 'exports', '__dirname', '__filename'].map(
  (name) => ({ name, message: `Browser code: there is no ${name} (webpack defines process.env only).` }),
);

/** import-x's resolver: TypeScript's paths (`@/`), then Node's. */
const IMPORT_RESOLVER = {
  'import-x/resolver-next': [
    createNodeResolver({
      tsconfig: { configFile: './tsconfig.json' },
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    }),
  ],
};

/** One block per depth: src/<layer>/<slice>/ + depth folders (app is one slice: src/app/ + depth). */
const sliceImportRules = [0, 1, 2, 3, 4].flatMap((depth) => {
  const below = '*/'.repeat(depth);
  const files = [
    ...['features', 'widgets', 'pages', 'shared'].map((layer) => `src/${layer}/*/${below}*.{ts,tsx}`),
    `src/app/${below}*.{ts,tsx}`,
  ];
  return [
    { files, rules: { 'no-restricted-imports': restrictedImports(depth, { test: false }) } },
    {
      files: files.map((glob) => glob.replace('*.{ts,tsx}', '*.{test,stories}.{ts,tsx}')),
      rules: { 'no-restricted-imports': restrictedImports(depth, { test: true }) },
    },
  ];
});

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
      'reports',
      '.stryker-tmp',
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
      'no-restricted-imports': ['error', { paths: [plainReduxHooks] }],
    },
  },
  {
    // CommonJS (jest/swcTransformer.cjs: jest loads a transformer with require(), untransformed).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: './tsconfig.json' },
          extensions: ['.ts', '.tsx', '.js', '.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      // Type-only imports are left out (app/hooks needs the store's types); madge checks them too
      // (npm run check:cycles).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': 'error',
    },
  },
  ...sliceImportRules,
  // The stored shapes, and the persistence that loads them, may use the features' persist entries.
  ...[
    ['src/features/*/persist.ts', 0, false],
    ['src/features/*/persist.test.ts', 0, true],
    ['src/app/persistence/*.ts', 1, false],
    ['src/app/persistence/*.test.ts', 1, true],
  ].map(([glob, depth, test]) => ({
    files: [glob],
    rules: { 'no-restricted-imports': restrictedImports(depth, { test, persistence: true }) },
  })),
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The test utilities are exempt from the layers: they build the whole app for tests.
    files: ['src/test/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // main.tsx, the browser's entry, above app: it wires the app together, under app's import rules
    // (features and widgets through their index, no test utilities), and as browser code it may
    // use only what the shop ships (dependencies, not devDependencies) and no Node module.
    files: ['src/main.tsx'],
    rules: {
      'no-restricted-globals': ['error', ...NOT_IN_BROWSER],
      'no-restricted-imports': restrictedImports(0, { test: false }),
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: false }],
      'import-x/no-nodejs-modules': 'error',
    },
  },
  {
    // The build's scripts: Node code. Tests and TypeScript check their .ts; for the .mjs, run as
    // they are, lint is the only check before they run: what they import must resolve, and come
    // from a declared package. No code is run from a string (the page shell assembles HTML from
    // parts, and what runs in the browser is a webpack entry, with its own tests).
    files: ['scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: IMPORT_RESOLVER,
    rules: {
      'import-x/no-unresolved': 'error',
      'import-x/named': 'error',
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: ['vm', 'node:vm'].map((name) => ({
            name,
            message:
              'No code in strings: what runs in the browser is a webpack entry (src/app/boot/*.entry.ts).',
          })),
        },
      ],
      'no-restricted-globals': ['error', ...NOT_IN_NODE],
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: 'error',
    },
  },
  {
    // Their tests run in jest's jsdom.
    files: ['scripts/**/*.test.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Storybook's configuration (Node) and its test-runner's hooks (Node, driving the browser).
    files: ['.storybook/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: IMPORT_RESOLVER,
    rules: {
      'no-restricted-globals': ['error', ...NOT_IN_NODE],
      'import-x/no-unresolved': 'error',
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true }],
    },
  },
  {
    // The stories' preview: browser code that renders the app's providers around every story, under
    // the rules of the code it imports (features through their index, the layers' accessibility).
    files: ['.storybook/preview.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'import-x': importX },
    settings: IMPORT_RESOLVER,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-globals': ['error', ...NOT_IN_BROWSER],
      'no-restricted-imports': restrictedImports(0, { test: true }),
      'import-x/no-unresolved': 'error',
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true }],
      'import-x/no-nodejs-modules': 'error',
    },
  },
  {
    // Code loaded after main.js goes through the one loading module (src/app/boot/README.md):
    // React's lazy only there, a dynamic import( only inside the function given to one of its
    // helpers, or in the route table. Exempt: tests (they import modules afresh, in isolation),
    // stories and the test utilities; the build's own code (scripts/, webpack.config.ts) is
    // outside src/ and bundles nothing lazily.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**'],
    plugins: { rangoli },
    rules: {
      'rangoli/lazy-loading': [
        'error',
        { loadingModule: 'src/app/boot/loading.tsx', routeTable: 'src/app/routes.ts' },
      ],
    },
  },
);
