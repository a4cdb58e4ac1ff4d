// The mutation gate's own tests (scripts/mutation-gate.mjs): `node --test scripts/mutation-gate.test.mjs`.
// Each builds a small repository in a temporary folder: what a critical file's hash covers, and
// what it must not.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  compactIncremental,
  codeDigest,
  computeInputs,
  countMutants,
  formatRecord,
  inputsHash,
  lockedPackages,
  mergeRecord,
  moduleGraph,
  scoreOf,
  staleFiles,
  verdict,
} from './mutation-gate.mjs';

const LOCK = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'fixture' },
    'node_modules/jest': { version: '30.0.0', integrity: 'sha512-jest', dependencies: { 'jest-cli': '^30' } },
    'node_modules/jest-cli': { version: '30.0.0', integrity: 'sha512-cli' },
    'node_modules/typescript': { version: '5.9.0', integrity: 'sha512-ts' },
    'node_modules/@stryker-mutator/core': {
      version: '9.6.1',
      integrity: 'sha512-core',
      dependencies: { semver: '^7' },
    },
    'node_modules/@stryker-mutator/core/node_modules/semver': { version: '7.0.0', integrity: 'sha512-s7' },
    'node_modules/zod': { version: '4.0.0', integrity: 'sha512-zod' },
    'node_modules/react': { version: '19.0.0', integrity: 'sha512-react' },
    'node_modules/semver': { version: '6.0.0', integrity: 'sha512-s6' },
    'node_modules/webpack': { version: '5.0.0', integrity: 'sha512-webpack', dependencies: { semver: '^6' } },
  },
};

/** A repository with a critical file (src/lib/price.ts), its test, a barrel and a design system. */
function makeRepo(changes = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mutation-gate-'));
  const files = {
    'scripts/critical-code.json': JSON.stringify({ mutation: ['src/lib/price.ts', 'src/lib/tax.ts'] }),
    'stryker.conf.mjs': `export const EQUIVALENT_MUTANTS = ${JSON.stringify(changes.equivalent ?? [])};
export default { mutate: ['src/lib/price.ts', 'src/lib/tax.ts'], concurrency: 3, thresholds: { break: 85 } };`,
    'package-lock.json': JSON.stringify(changes.lock ?? LOCK),
    'jest.mutation.config.ts': 'export default {};',
    'src/lib/price.ts': `import { z } from 'zod/mini';
import { rate } from './rate';
import type { Money } from './money';
/** The price with tax. */
export const price = (amount: Money) => z.number().parse(amount) * rate;`,
    'src/lib/rate.ts': 'export const rate = 1.18;',
    'src/lib/money.ts': 'export type Money = number;',
    'src/lib/tax.ts': 'export const tax = (amount: number) => amount * 0.18;',
    'src/lib/index.ts': "export { price } from './price';\nexport * from './tax';",
    'src/ui/index.ts': "export * from './Button';\nexport * from './toast';",
    'src/ui/Button.ts': "import React from 'react';\nexport const Button = { color: 'red', React };",
    'src/ui/toast.ts': 'export const toast = (text: string) => text;',
    'src/test/app.ts': "export { toast } from '@/ui';\nexport { price } from '@/lib';",
    'src/lib/price.test.ts':
      "import { price, toast } from '@/test/app';\ntest('price', () => expect(toast(String(price(100)))).toBe('118'));",
    'src/lib/tax.test.ts': "import { tax } from '@/lib';\ntest('tax', () => expect(tax(100)).toBe(18));",
    ...changes.files,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const TESTS = ['src/lib/price.test.ts', 'src/lib/tax.test.ts'];

async function hashes(changes) {
  const root = makeRepo(changes);
  const inputs = await computeInputs({ root, tests: TESTS });
  return { root, inputs, hash: (file) => inputsHash(inputs.get(file).inputs) };
}

describe('moduleGraph', () => {
  it('follows a name through barrels to the module that defines it, not to the rest of the barrel', () => {
    const root = makeRepo();
    const { files, packages } = moduleGraph(root).closure([[path.join(root, 'src/lib/price.test.ts'), '*']]);
    const found = [...files].map((file) => path.relative(root, file)).sort();
    assert.deepEqual(found, [
      'src/lib/index.ts',
      'src/lib/price.test.ts',
      'src/lib/price.ts',
      'src/lib/rate.ts',
      'src/test/app.ts',
      'src/ui/index.ts',
      'src/ui/toast.ts',
    ]);
    assert.deepEqual([...packages], ['zod']);
  });

  it('follows type-only imports only when asked (what the checker compiles)', () => {
    const root = makeRepo();
    const graph = moduleGraph(root);
    const entry = [[path.join(root, 'src/lib/price.ts'), '*']];
    assert.ok(!graph.closure(entry).files.has(path.join(root, 'src/lib/money.ts')));
    assert.ok(graph.closure(entry, { types: true }).files.has(path.join(root, 'src/lib/money.ts')));
  });

  it('takes the whole module for a side-effect import, require() and jest.mock()', () => {
    const root = makeRepo({
      files: {
        'src/setup.ts': "import '@/ui';\nconst { tax } = require('./lib/tax');\njest.mock('./lib/rate');",
      },
    });
    const { files, packages } = moduleGraph(root).closure([[path.join(root, 'src/setup.ts'), '*']]);
    for (const file of ['src/ui/Button.ts', 'src/ui/toast.ts', 'src/lib/tax.ts', 'src/lib/rate.ts']) {
      assert.ok(files.has(path.join(root, file)), file);
    }
    assert.deepEqual([...packages], ['react']);
  });
});

describe('codeDigest', () => {
  const code = "import { a } from './a';\nexport const b = a + 1;\n";
  it('ignores comments and layout', () => {
    assert.equal(
      codeDigest('x.ts', code),
      codeDigest('x.ts', `// why\nimport {a} from './a'\n\n/** b */ export const b = a+1 // one more\n`),
    );
  });
  it('sees a change of code, and of a directive comment', () => {
    assert.notEqual(codeDigest('x.ts', code), codeDigest('x.ts', code.replace('+ 1', '+ 2')));
    assert.notEqual(codeDigest('x.ts', code), codeDigest('x.ts', `/** @jest-environment node */\n${code}`));
    assert.notEqual(codeDigest('x.ts', code), codeDigest('x.ts', `// @ts-expect-error\n${code}`));
  });
  it('sees a comment-like text inside a string', () => {
    assert.notEqual(
      codeDigest('x.ts', 'export const u = `http://a`;'),
      codeDigest('x.ts', 'export const u = `http://b`;'),
    );
  });
});

describe('lockedPackages', () => {
  it('takes the packages, what they depend on, nested versions, a scope, and @types', () => {
    const lock = {
      packages: {
        ...LOCK.packages,
        'node_modules/@types/react': { version: '19.0.1', integrity: 'sha512-types' },
      },
    };
    const found = lockedPackages(lock, ['jest', '@stryker-mutator/*', 'react']);
    assert.deepEqual([...found.keys()].sort(), [
      'node_modules/@stryker-mutator/core',
      'node_modules/@stryker-mutator/core/node_modules/semver',
      'node_modules/@types/react',
      'node_modules/jest',
      'node_modules/jest-cli',
      'node_modules/react',
    ]);
    assert.equal(found.get('node_modules/jest'), '30.0.0 sha512-jest');
  });
  it('resolves a dependency to the nested copy first, as Node does', () => {
    const lock = {
      packages: {
        'node_modules/a': { version: '1.0.0', dependencies: { b: '2' } },
        'node_modules/a/node_modules/b': { version: '2.0.0' },
        'node_modules/b': { version: '1.0.0' },
      },
    };
    assert.deepEqual([...lockedPackages(lock, ['a']).keys()].sort(), [
      'node_modules/a',
      'node_modules/a/node_modules/b',
    ]);
  });
});

describe("a critical file's hash", () => {
  it('covers the file, its imports, its tests and what they import', async () => {
    const { inputs } = await hashes();
    const names = [...inputs.get('src/lib/price.ts').inputs.keys()];
    for (const name of [
      'src/lib/price.ts#text',
      'src/lib/rate.ts',
      'src/lib/money.ts',
      'src/lib/price.test.ts',
      'src/test/app.ts',
      'src/ui/toast.ts',
      'jest.mutation.config.ts',
      'stryker.conf.mjs',
      'npm:node_modules/zod',
      'npm:node_modules/jest-cli',
      'npm:node_modules/@stryker-mutator/core/node_modules/semver',
    ]) {
      assert.ok(names.includes(name), name);
    }
    assert.deepEqual(inputs.get('src/lib/price.ts').tests, ['src/lib/price.test.ts']);
    assert.deepEqual(inputs.get('src/lib/tax.ts').tests, ['src/lib/tax.test.ts']);
  });

  it("does not change for a button style, an unrelated package, a comment in a dependency, another file's equivalent mutant", async () => {
    const before = await hashes();
    const changed = await hashes({
      files: {
        'src/ui/Button.ts': "import React from 'react';\nexport const Button = { color: 'blue', React };",
        'src/lib/rate.ts': '// The GST rate.\nexport const rate = 1.18;',
      },
      lock: { ...LOCK, packages: { ...LOCK.packages, 'node_modules/webpack': { version: '5.1.0' } } },
      equivalent: [{ file: 'src/lib/tax.ts', code: '0.18', reason: 'fixture' }],
    });
    assert.equal(changed.hash('src/lib/price.ts'), before.hash('src/lib/price.ts'));
  });

  it('changes for the file itself (even a comment), its code, its test utilities, a package it uses, the config', async () => {
    const before = await hashes();
    const cases = [
      {
        files: {
          'src/lib/price.ts': `// A comment.\n${fs.readFileSync(path.join(before.root, 'src/lib/price.ts'), 'utf8')}`,
        },
      },
      { files: { 'src/lib/rate.ts': 'export const rate = 1.28;' } },
      { files: { 'src/lib/money.ts': 'export type Money = bigint;' } },
      { files: { 'src/ui/toast.ts': 'export const toast = (text: string) => text.trim();' } },
      { lock: { ...LOCK, packages: { ...LOCK.packages, 'node_modules/zod': { version: '4.1.0' } } } },
      { lock: { ...LOCK, packages: { ...LOCK.packages, 'node_modules/jest-cli': { version: '30.1.0' } } } },
      { files: { 'jest.mutation.config.ts': 'export default { testTimeout: 1 };' } },
      { equivalent: [{ file: 'src/lib/price.ts', code: 'rate', reason: 'fixture' }] },
    ];
    for (const change of cases) {
      const after = await hashes(change);
      assert.notEqual(
        after.hash('src/lib/price.ts'),
        before.hash('src/lib/price.ts'),
        JSON.stringify(change).slice(0, 120),
      );
      // tax.ts's tests do not use price's test utilities, nor zod.
      if (
        !change.lock?.packages['node_modules/jest-cli']?.version.startsWith('30.1') &&
        !change.files?.['jest.mutation.config.ts']
      ) {
        assert.equal(
          after.hash('src/lib/tax.ts'),
          before.hash('src/lib/tax.ts'),
          JSON.stringify(change).slice(0, 120),
        );
      }
    }
  });
});

describe('the record', () => {
  const counts = (killed, survived, extra = {}) => ({
    ...countMutants([]),
    Killed: killed,
    Survived: survived,
    ...extra,
  });

  it('scores as Stryker does: ignored, compile and runtime errors do not count', () => {
    const mutants = [
      { status: 'Killed' },
      { status: 'Timeout' },
      { status: 'Survived' },
      { status: 'NoCoverage' },
      { status: 'Ignored' },
      { status: 'CompileError' },
      { status: 'RuntimeError' },
    ];
    assert.equal(scoreOf(countMutants(mutants)), 50);
    assert.equal(scoreOf(countMutants([{ status: 'Ignored' }])), 100);
    assert.equal(scoreOf(counts(2, 1)), 66.66);
  });

  it('merges fresh results into the recorded ones, drops files no longer critical, and totals over all', () => {
    const recorded = {
      files: {
        'a.ts': { hash: 'a1', score: 100, counts: counts(10, 0), date: 'd0', commit: 'c0' },
        'b.ts': { hash: 'b1', score: 50, counts: counts(1, 1), date: 'd0', commit: 'c0' },
        'gone.ts': { hash: 'g1', score: 0, counts: counts(0, 9), date: 'd0', commit: 'c0' },
      },
    };
    const hashes = new Map([
      ['a.ts', 'a1'],
      ['b.ts', 'b2'],
      ['c.ts', 'c1'],
    ]);
    assert.deepEqual(staleFiles(recorded, hashes), ['b.ts', 'c.ts']);
    const next = mergeRecord({
      recorded,
      fresh: new Map([['b.ts', counts(2, 0)]]),
      hashes,
      inputs: {},
      date: 'd1',
      commit: 'c1',
    });
    assert.deepEqual(Object.keys(next.files), ['a.ts', 'b.ts']);
    assert.deepEqual(next.files['b.ts'], {
      hash: 'b2',
      score: 100,
      counts: counts(2, 0),
      date: 'd1',
      commit: 'c1',
    });
    assert.equal(next.counts.Killed, 12);
    assert.equal(next.score, 100);
    assert.deepEqual(staleFiles(next, hashes), ['c.ts']);
    assert.deepEqual(JSON.parse(formatRecord(next)), next);
  });

  it('fails when a critical file has no record, or when the total is under the break threshold', () => {
    const files = { 'a.ts': { counts: counts(9, 1) }, 'b.ts': { counts: counts(8, 2) } };
    const record = { score: scoreOf(counts(17, 3)), files };
    assert.equal(verdict(record, ['a.ts', 'b.ts'], 85), 0);
    assert.equal(verdict(record, ['a.ts', 'b.ts'], 90), 1);
    assert.equal(verdict(record, ['a.ts', 'b.ts', 'c.ts'], 85), 1);
  });
});

describe('compactIncremental', () => {
  it('keeps what Stryker reuses and drops what ties the file to one machine and run', () => {
    const report = {
      schemaVersion: '2',
      projectRoot: '/home/someone/rangoli',
      files: {
        'src/a.ts': {
          language: 'typescript',
          source: 'x',
          mutants: [
            {
              id: '1',
              status: 'Killed',
              statusReason: 'at /home/someone/rangoli/src/a.test.ts:3',
              killedBy: ['t1'],
            },
            { id: '2', status: 'Survived', coveredBy: ['t1'] },
          ],
        },
      },
      testFiles: { 'src/a.test.ts': { tests: [{ id: 't1', name: 'a' }] } },
    };
    const compact = compactIncremental(report);
    assert.equal('projectRoot' in compact, false);
    assert.deepEqual(compact.files['src/a.ts'].mutants, [
      { id: '1', status: 'Killed', killedBy: ['t1'] },
      { id: '2', status: 'Survived', coveredBy: ['t1'] },
    ]);
    assert.deepEqual(compact.testFiles, report.testFiles);
    assert.equal(JSON.stringify(compact).includes('/home/someone'), false);
  });
});
