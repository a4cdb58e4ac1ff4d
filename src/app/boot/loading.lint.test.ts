/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The lint rules of the first load (eslint.config.mjs, eslint/rangoli.mjs), run as `npm run lint`
 * runs them: ESLint's Node API with the project's config, on snippets placed where the rule must
 * hold or must not. In a child process: ESLint loads its config with import(), which jest's module
 * system does not run.
 */
interface Case {
  /** Where the snippet is linted as if it were (it need not exist). */
  filePath: string;
  code: string;
}

const ROOT = path.resolve(__dirname, '../../..');

const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ overrideConfigFile: 'eslint.config.mjs' });
const cases = JSON.parse(process.argv[1]);
const found = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  found.push(
    result.messages
      .filter((m) => m.ruleId === 'rangoli/lazy-loading' || m.ruleId === 'import-x/no-restricted-paths')
      .map((m) => m.ruleId + ': ' + m.message),
  );
}
process.stdout.write(JSON.stringify(found));
`;

/** What the lint rules of the first load say about each case (in order). */
function lint(cases: readonly Case[]): string[][] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

const DYNAMIC_IMPORT = expect.stringMatching(
  /^rangoli\/lazy-loading: A dynamic import\( loads code after main\.js/,
);
const REACT_LAZY = expect.stringMatching(
  /^rangoli\/lazy-loading: React's lazy is called only in the loading module/,
);
const LAYERS = expect.stringMatching(/^import-x\/no-restricted-paths: /);

const bad: [name: string, test: Case, expected: unknown[]][] = [
  [
    'a dynamic import outside the helpers',
    {
      filePath: 'src/features/cart/probe.ts',
      code: "export const loadRules = () => import('./cartSlice');\n",
    },
    [DYNAMIC_IMPORT],
  ],
  [
    "React's lazy, and its import, outside the loading module",
    {
      filePath: 'src/widgets/header/Probe.tsx',
      code: "import { lazy } from 'react';\nexport const Menu = lazy(() => import('./MobileMenu'));\n",
    },
    [REACT_LAZY, DYNAMIC_IMPORT],
  ],
  [
    'React.lazy through a namespace import',
    {
      filePath: 'src/pages/home/Probe.tsx',
      code: "import * as React from 'react';\nexport const Page = React.lazy(() => import('./HomePage'));\n",
    },
    [REACT_LAZY, DYNAMIC_IMPORT],
  ],
  [
    "a helper's name that is not the loading module's",
    {
      filePath: 'src/features/cart/probe.ts',
      code: "const loadOnce = <T,>(load: () => T) => load;\nexport const loadRules = loadOnce(() => import('./cartSlice'));\n",
    },
    [DYNAMIC_IMPORT],
  ],
  [
    'an import started outside the function given to the helper',
    {
      filePath: 'src/features/cart/probe.ts',
      code: "import { loadOnce } from '@/app/boot';\nconst rules = import('./cartSlice');\nexport const loadRules = loadOnce(() => rules);\n",
    },
    [DYNAMIC_IMPORT],
  ],
  [
    "a feature reaching into app/boot's files",
    {
      filePath: 'src/features/cart/probe.ts',
      code: "import { loadOnce } from '@/app/boot/loading';\nexport const loadRules = loadOnce(() => import('./cartSlice'));\n",
    },
    [LAYERS],
  ],
  [
    'shared importing app/boot',
    {
      filePath: 'src/shared/lib/probe.ts',
      code: "import { loadOnce } from '@/app/boot';\nexport const loadMoney = loadOnce(() => import('./money'));\n",
    },
    [LAYERS],
  ],
];

const good: [name: string, test: Case][] = [
  [
    "a feature's loader given to loadOnce, from app/boot's index",
    {
      filePath: 'src/features/cart/probe.ts',
      code: "import { loadOnce } from '@/app/boot';\nexport const loadRules = loadOnce(() => import('./cartSlice').then((m) => m.cartSlice));\n",
    },
  ],
  [
    'a popup given to lazyOnInteraction',
    {
      filePath: 'src/features/auth/components/Probe.tsx',
      code: "import { lazyOnInteraction } from '@/app/boot';\nexport const Popup = lazyOnInteraction(function load() {\n  return import('./AccountMenuPopup').then((m) => m.AccountMenuPopup);\n});\n",
    },
  ],
  [
    'app code naming app/boot relatively',
    {
      filePath: 'src/app/layout/Probe.tsx',
      code: "import { lazyPage } from '../boot';\nexport const Notice = lazyPage(() => import('./UpdateNotice'));\n",
    },
  ],
  [
    'the route table',
    {
      filePath: 'src/app/routes.ts',
      code: "export const page = () => import('@/pages/home/HomePage');\n",
    },
  ],
  [
    "React's lazy in the loading module",
    {
      filePath: 'src/app/boot/loading.tsx',
      code: "import { lazy } from 'react';\nexport const lazyPart = lazy;\n",
    },
  ],
  [
    'a test importing a module afresh',
    {
      filePath: 'src/features/cart/probe.test.ts',
      code: "it('loads', async () => {\n  await import('./cartSlice');\n});\n",
    },
  ],
];

describe('lint: code loaded after main.js goes through the loading module', () => {
  // One ESLint run for every case: loading the config and its plugins takes seconds.
  let found: string[][] = [];
  beforeAll(() => {
    found = lint([...bad.map(([, test]) => test), ...good.map(([, test]) => test)]);
  }, 60_000);

  it.each(bad.map(([name, , expected], i) => [name, i, expected] as const))(
    'catches %s',
    (_name, i, expected) => {
      expect(found[i]).toEqual(expected);
    },
  );

  it.each(good.map(([name], i) => [name, bad.length + i] as const))('allows %s', (_name, i) => {
    expect(found[i]).toEqual([]);
  });
});
