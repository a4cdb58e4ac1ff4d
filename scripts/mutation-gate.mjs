// Mutation testing is too slow for every commit (Stryker: `npm run test:mutation`), so this script
// decides which critical files (scripts/critical-code.json `mutation`) need a run, and runs Stryker
// on those alone. CI runs on a clean clone with no base branch to diff against, so each critical
// file has a hash of what decides its score, recorded with its score in mutation/score.json when
// Stryker last ran on it. A file is stale when its hash changed, or when it has no record.
//
// A file's hash covers, narrowly and honestly:
// - the file itself, byte for byte (its mutants are places in its text), and the local modules it
//   imports, transitively, with the types it compiles against (the TypeScript checker turns
//   mutants that no longer compile into CompileErrors);
// - its tests: the test files of the mutation run (jest.mutation.config.ts) that import it,
//   transitively, and the local modules those tests import (the test utilities, src/test/app.ts's
//   store and what it runs, fixtures), and a test's snapshot file if it has one;
// - the configuration Stryker runs with: the options stryker.conf.mjs exports (not `mutate`, nor
//   `thresholds`, which judge the score; of its equivalent mutants, the file's own entries), the
//   jest and TypeScript configs, the setup files, the test environment and transformer, the
//   equivalent-mutants plugin, the ambient declarations (src/**/*.d.ts);
// - instead of the whole package-lock.json, the locked versions (and integrity) of the npm packages
//   the file, its imports and its tests import, of the test tooling (jest, @stryker-mutator/*,
//   typescript, @swc/jest, esbuild-register) and of what the configs and setup files import, each
//   with what it depends on, transitively, as the lock resolves it (and a package's @types/).
// "Imports" follow bindings, as webpack does for this package ("sideEffects": false): a name
// imported through a barrel (`@/features/catalog`, `@/shared/ui`) leads to the module that defines
// it, not to every module the barrel re-exports; type-only imports count only for the mutated
// file's own compilation. The local modules count by their code: what TypeScript's printer prints
// of them without comments, plus their directive comments (@ts-, @jest-, @jsx, Stryker's). So a
// button's style in src/shared/ui, an unrelated package's version, or a comment in a module others
// import, makes no critical file stale unless the file or its tests really use what changed. The
// setup files' own imports are not followed: jest/setup.unit.ts loads the store as the app does,
// and the store reaches a critical file's results only through the tests that use it, which are
// the file's own tests. Which files are critical is not an input: a new one has no record, a
// removed one's record is dropped.
//
// mutation/score.json: the total (score, counts, date, commit of the last run), `files` (each
// critical file's hash, score, counts, and the date and commit of its last run; a line each) and
// `inputs` (every input's short digest or package version, to say what changed).
//
// `node scripts/mutation-gate.mjs check`   list the stale files (and what changed); exit 0 when
//                                           none, 2 when some are.
// `node scripts/mutation-gate.mjs ci`      CI's step. Nothing stale (SLOW_CHECKS=full: all are
//                                           stale): says so, and holds the recorded total to the
//                                           break threshold. Else runs Stryker with `--mutate`
//                                           limited to the stale files (incremental: Stryker's
//                                           mutation/stryker-incremental.json is committed, without
//                                           its machine's paths, so a fresh clone re-tests only the
//                                           mutants whose code or tests changed; with
//                                           MUTATION_GATE=stale, which lifts Stryker's own break
//                                           threshold), merges their results into the record,
//                                           writes it into the working tree (mutation/score.json,
//                                           README.md's score line) and prints it, to commit. Fails
//                                           when Stryker fails, when a critical file has no record,
//                                           or when the total over every file's counts is under the
//                                           break threshold (stryker.conf.mjs, 85%).
// `node scripts/mutation-gate.mjs record [FILE...]`  after `npm run test:mutation` (which mutates
//                                           every critical file): the critical files of
//                                           reports/mutation/mutation.json (or only those named)
//                                           recorded with their current hashes.
// `node scripts/mutation-gate.mjs inputs FILE`  what a critical file's hash covers, and its tests.
// `--no-readme` (ci, record): leave README.md's score line alone.
//
// The score is Stryker's: detected (killed, timed out) over valid mutants (detected, survived, no
// coverage); ignored mutants, and those that do not compile or fail at runtime, do not count.
// The gate's own tests: `node --test scripts/mutation-gate.test.mjs`.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCORE_FILE = 'mutation/score.json';
const REPORT = 'reports/mutation/mutation.json';
const README = 'README.md';
const INCREMENTAL = 'mutation/stryker-incremental.json';

/** The configuration Stryker's run reads, besides stryker.conf.mjs (hashed as the options it exports). */
const CONFIG_FILES = [
  'jest.mutation.config.ts',
  'jest.config.ts',
  'tsconfig.json',
  'tsconfig.mutation.json',
  'jest/setup.base.ts',
  'jest/setup.unit.ts',
  'jest/environment.ts',
  'jest/environmentForStryker.cjs',
  'jest/swcTransformer.cjs',
  'jest/fileStub.ts',
  'scripts/stryker-equivalent-mutants.mjs',
];

/**
 * The test tooling: the runner, the mutator, the checker's compiler, the transformer, and what
 * loads the TypeScript configs (jest's `@jest-config-loader esbuild-register`).
 */
const TOOLING = ['jest', '@stryker-mutator/*', 'typescript', '@swc/jest', 'esbuild-register'];

const COUNTED = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError', 'RuntimeError'];

const toPosix = (file) => file.split(path.sep).join('/');
const sha256 = (data) => createHash('sha256').update(data).digest('hex');

// ---------------------------------------------------------------------------------------------
// The module graph, by binding.

const BUILTINS = new Set(builtinModules);

/** The npm package a bare specifier names (`zod/mini` → `zod`), or undefined for Node's own. */
export function packageOf(specifier) {
  if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0])) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const JEST_MODULE_CALLS = new Set(['mock', 'doMock', 'requireActual', 'requireMock', 'createMockFromModule']);

/** What a module declares: its own exports, its re-exports and its imports (with the names taken). */
function parseModule(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const locals = new Set();
  const reexports = new Map(); // exported name -> { specifier, name ('*' for `export * as ns`), type }
  const stars = []; // specifiers of `export * from`
  const imports = []; // { specifier, names: Set | '*', type }
  const bindingNames = (name) =>
    ts.isIdentifier(name)
      ? [name.text]
      : name.elements.flatMap((element) =>
          ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
        );
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (!clause) {
        imports.push({ specifier, names: '*', type: false });
        continue;
      }
      const value = new Set();
      const types = new Set();
      let namespace = false;
      if (clause.name) (clause.isTypeOnly ? types : value).add('default');
      if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) namespace = true;
      else if (clause.namedBindings) {
        for (const element of clause.namedBindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          (clause.isTypeOnly || element.isTypeOnly ? types : value).add(name);
        }
      }
      if (namespace) imports.push({ specifier, names: '*', type: clause.isTypeOnly });
      if (value.size > 0) imports.push({ specifier, names: value, type: false });
      if (types.size > 0) imports.push({ specifier, names: types, type: true });
      continue;
    }
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!statement.moduleSpecifier) {
        // `export { a, b as c }`: names of this module.
        for (const element of clause && ts.isNamedExports(clause) ? clause.elements : [])
          locals.add(element.name.text);
        continue;
      }
      const specifier = statement.moduleSpecifier.text;
      if (!clause) stars.push({ specifier, type: statement.isTypeOnly });
      else if (ts.isNamespaceExport(clause))
        reexports.set(clause.name.text, { specifier, name: '*', type: statement.isTypeOnly });
      else {
        for (const element of clause.elements) {
          reexports.set(element.name.text, {
            specifier,
            name: (element.propertyName ?? element.name).text,
            type: statement.isTypeOnly || element.isTypeOnly,
          });
        }
      }
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      locals.add('default');
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) locals.add('default');
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        bindingNames(declaration.name).forEach((name) => locals.add(name));
    } else if (statement.name && ts.isIdentifier(statement.name)) locals.add(statement.name.text);
  }
  // require(), import() and jest's module calls, anywhere: the whole module.
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      const isJestCall =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'jest' &&
        JEST_MODULE_CALLS.has(callee.name.text);
      if (
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        isJestCall
      ) {
        imports.push({ specifier: node.arguments[0].text, names: '*', type: false });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { locals, reexports, stars, imports };
}

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const scriptKind = (file) =>
  /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.(c|m)?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
/** Comments that change what a tool does: TypeScript's, jest's docblock, the JSX pragmas, Stryker's. */
const DIRECTIVE = /@ts-|@jest-|@jsx|stryker/i;

/**
 * A module's code, without its comments and layout: the digest of what TypeScript's printer prints
 * of it (comments removed), and of its directive comments. A comment or a reformatting changes no
 * test's outcome; a file that is not code is taken as it is.
 */
export function codeDigest(file, text) {
  if (!CODE.test(file)) return sha256(text);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const printed = ts.createPrinter({ removeComments: true }).printFile(source);
  const directives = new Map();
  const collect = (ranges) => {
    for (const { pos, end } of ranges ?? []) {
      const comment = text.slice(pos, end);
      if (DIRECTIVE.test(comment)) directives.set(pos, comment);
    }
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sha256(`${printed}\0${[...directives.values()].join('\n')}`);
}

/**
 * The modules of `root` by binding: `closure` follows, from entry modules, each name imported to
 * the module that defines it (through barrels' re-exports), and from a module whose own code is
 * used, everything it imports. `types: true` follows type-only imports too (what the TypeScript
 * checker compiles).
 */
export function moduleGraph(root) {
  const parsed = new Map();
  const resolved = new Map();

  /** A module specifier of ours (`@/…` or relative) to its file, or undefined (a package). */
  function resolveLocal(specifier, fromFile) {
    const key = `${fromFile}\0${specifier}`;
    if (resolved.has(key)) return resolved.get(key);
    const bare = specifier.replace(/\?.*$/, '');
    let base;
    if (bare.startsWith('@/')) base = path.join(root, 'src', bare.slice(2));
    else if (bare.startsWith('.')) base = path.resolve(path.dirname(fromFile), bare);
    const candidates = base
      ? [
          base,
          `${base}.ts`,
          `${base}.tsx`,
          `${base}.d.ts`,
          path.join(base, 'index.ts'),
          path.join(base, 'index.tsx'),
        ]
      : [];
    const file = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    resolved.set(key, file);
    return file;
  }

  function moduleOf(file) {
    if (!parsed.has(file)) {
      parsed.set(file, CODE.test(file) ? parseModule(file, fs.readFileSync(file, 'utf8')) : undefined);
    }
    return parsed.get(file);
  }

  const exportNames = new Map();
  /** Every name a module exports, its re-exports' included (for routing a name through `export *`). */
  function exportsOf(file, visiting = new Set()) {
    if (exportNames.has(file)) return exportNames.get(file);
    const module = moduleOf(file);
    const names = new Set(module ? [...module.locals, ...module.reexports.keys()] : []);
    // A cycle of `export *`: its own names for now (a name not found takes the whole module).
    if (!module || visiting.has(file)) return names;
    visiting.add(file);
    for (const { specifier } of module.stars) {
      const target = resolveLocal(specifier, file);
      if (target) for (const name of exportsOf(target, visiting)) if (name !== 'default') names.add(name);
    }
    exportNames.set(file, names);
    return names;
  }

  function closure(entries, { types = false } = {}) {
    const files = new Set();
    const packages = new Set();
    const whole = new Set(); // modules whose own code is used: everything they import is followed
    const asked = new Map(); // file -> names already routed
    const queue = entries.map(([file, names]) => [file, names]);
    const follow = (specifier, fromFile, names) => {
      const target = resolveLocal(specifier, fromFile);
      if (target) queue.push([target, names]);
      else {
        const name = packageOf(specifier);
        if (name) packages.add(name);
      }
    };
    while (queue.length > 0) {
      const [file, names] = queue.pop();
      files.add(file);
      const module = moduleOf(file);
      if (!module) continue;
      const takeOwnCode = () => {
        if (whole.has(file)) return;
        whole.add(file);
        for (const { specifier, names: taken, type } of module.imports) {
          if (!type || types) follow(specifier, file, taken);
        }
      };
      const routed = asked.get(file) ?? new Set();
      asked.set(file, routed);
      const wanted = names === '*' ? ['*', ...module.locals, ...module.reexports.keys()] : [...names];
      for (const name of wanted) {
        if (routed.has(name)) continue;
        routed.add(name);
        if (name === '*') {
          // The whole module (a namespace import, a side-effect import, require()).
          takeOwnCode();
          for (const { specifier, type } of module.stars) if (!type || types) follow(specifier, file, '*');
          continue;
        }
        const reexport = module.reexports.get(name);
        if (module.locals.has(name)) takeOwnCode();
        else if (reexport) {
          if (!reexport.type || types)
            follow(reexport.specifier, file, reexport.name === '*' ? '*' : new Set([reexport.name]));
        } else {
          const stars = module.stars.filter(({ type }) => !type || types);
          const local = stars.filter(({ specifier }) => {
            const target = resolveLocal(specifier, file);
            return target && exportsOf(target).has(name);
          });
          for (const { specifier } of local) follow(specifier, file, new Set([name]));
          // Not found among ours: maybe a package's (`export * from 'pkg'`), else all of this module.
          if (local.length === 0) {
            const fromPackages = stars.filter(({ specifier }) => !resolveLocal(specifier, file));
            if (fromPackages.length > 0)
              fromPackages.forEach(({ specifier }) => follow(specifier, file, new Set([name])));
            else takeOwnCode();
          }
        }
      }
    }
    return { files, packages };
  }

  return { closure, resolveLocal };
}

// ---------------------------------------------------------------------------------------------
// Locked package versions.

/** The lock's entry a package resolves to from `from` (a lock key, '' for the project), as Node finds it. */
function resolveLocked(packages, from, name) {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return packages[key].link ? packages[key].resolved : key;
    if (!base) return undefined;
    const at = base.lastIndexOf('/node_modules/');
    base = at === -1 ? '' : base.slice(0, at);
  }
}

/**
 * The locked packages `names` resolve to from the project, and those they depend on (dependencies,
 * optional and peer dependencies), transitively: lock key -> "version integrity". A name ending in
 * `/*` takes every top-level package of that scope. A package's `@types/` package comes with it.
 */
export function lockedPackages(lock, names) {
  const packages = lock.packages ?? {};
  const found = new Map();
  const queue = [];
  const typesOf = (name) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
  for (const name of names) {
    if (name.endsWith('/*')) {
      const scope = `node_modules/${name.slice(0, -1)}`;
      for (const key of Object.keys(packages)) {
        if (key.startsWith(scope) && !key.slice(scope.length).includes('/')) queue.push(key);
      }
      continue;
    }
    for (const candidate of [name, typesOf(name)]) {
      const key = resolveLocked(packages, '', candidate);
      if (key) queue.push(key);
    }
  }
  while (queue.length > 0) {
    const key = queue.pop();
    if (found.has(key) || !packages[key]) continue;
    const entry = packages[key];
    found.set(key, `${entry.version ?? ''} ${entry.integrity ?? entry.resolved ?? ''}`.trim());
    const deps = { ...entry.peerDependencies, ...entry.optionalDependencies, ...entry.dependencies };
    for (const dep of Object.keys(deps)) {
      const target = resolveLocked(packages, key, dep);
      if (target) queue.push(target);
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Each critical file's inputs and hash.

/** The files a glob of critical-code.json names (only `*` within one folder is used there). */
function expand(root, glob) {
  let found = [root];
  for (const part of glob.split('/')) {
    const matcher = new RegExp(`^${part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    found = found.flatMap((dir) =>
      fs.existsSync(dir) && fs.statSync(dir).isDirectory()
        ? fs
            .readdirSync(dir)
            .filter((name) => matcher.test(name))
            .map((name) => path.join(dir, name))
        : [],
    );
  }
  return found.filter((file) => fs.statSync(file).isFile());
}

export function criticalFiles(root = ROOT) {
  const critical = JSON.parse(fs.readFileSync(path.join(root, 'scripts/critical-code.json'), 'utf8'));
  return [...new Set(critical.mutation.flatMap((glob) => expand(root, glob)))]
    .map((file) => toPosix(path.relative(root, file)))
    .sort();
}

/** The test files Stryker runs, as jest lists them for the mutation config. */
function mutationTests(root) {
  const jest = path.join(root, 'node_modules/jest/bin/jest.js');
  const out = execFileSync(
    process.execPath,
    [jest, '--config', 'jest.mutation.config.ts', '--listTests', '--json'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return JSON.parse(out).map((file) => toPosix(path.relative(root, file)));
}

/** The ambient declarations every compilation of ours includes (tsconfig.mutation.json: src/**\/*.d.ts). */
function declarations(root) {
  const src = path.join(root, 'src');
  return fs
    .readdirSync(src, { recursive: true })
    .map((file) => toPosix(path.join('src', String(file))))
    .filter((file) => file.endsWith('.d.ts'));
}

/**
 * Every critical file's inputs: name -> digest. Names are files (relative paths: the digest of
 * their code, codeDigest), `<file>#text` for the critical file's own text byte for byte (its
 * mutants are places in that text), `npm:<lock key>` for locked packages ("version integrity"),
 * `stryker.conf.mjs` for the options it exports and `stryker.conf.mjs#equivalent:<file>` for the
 * file's entries in its list of equivalent mutants.
 */
export async function computeInputs({
  root = ROOT,
  files = criticalFiles(root),
  tests = mutationTests(root),
} = {}) {
  const graph = moduleGraph(root);
  const abs = (file) => path.join(root, file);
  const relative = (file) => toPosix(path.relative(root, file));
  const memo = new Map();
  const digestOf = (kind, file) => {
    const key = `${kind}:${file}`;
    if (!memo.has(key)) {
      const text = fs.readFileSync(abs(file), 'utf8');
      memo.set(key, kind === 'code' ? codeDigest(file, text) : sha256(text));
    }
    return memo.get(key);
  };

  const { default: config, EQUIVALENT_MUTANTS = [] } = await import(
    pathToFileURL(abs('stryker.conf.mjs')).href
  );
  // Not `mutate` (which files are critical is not an input) nor `thresholds` (they judge the score,
  // they do not make it; this script reads the break threshold when it runs).
  const { mutate: _mutate, thresholds: _thresholds, ...options } = config;
  const shared = new Map([['stryker.conf.mjs', sha256(JSON.stringify(options))]]);
  const configFiles = [...CONFIG_FILES.filter((file) => fs.existsSync(abs(file))), ...declarations(root)];
  for (const file of configFiles) shared.set(file, digestOf('text', file));
  // What the configs and setup files load from npm. Not their local imports: the setup loads the
  // store as the app does, and the store reaches a critical file's results only through the tests
  // that use it (src/test/app.ts), which are the file's own tests. Nor what an ambient declaration
  // augments (styled-components' theme): a critical file that uses it imports it.
  const configPackages = new Set(TOOLING);
  for (const file of configFiles.filter((name) => !name.endsWith('.d.ts'))) {
    for (const { specifier, type } of parseModule(file, fs.readFileSync(abs(file), 'utf8')).imports) {
      const name = !type && !graph.resolveLocal(specifier, abs(file)) ? packageOf(specifier) : undefined;
      if (name) configPackages.add(name);
    }
  }

  const lock = JSON.parse(fs.readFileSync(abs('package-lock.json'), 'utf8'));
  const testClosures = new Map(tests.map((test) => [test, graph.closure([[abs(test), '*']])]));
  const result = new Map();
  for (const file of files) {
    const own = graph.closure([[abs(file), '*']], { types: true });
    const fileTests = tests.filter((test) => testClosures.get(test).files.has(abs(file)));
    const inputs = new Map(shared);
    const packages = new Set([...configPackages, ...own.packages]);
    const local = new Set([...own.files].map(relative));
    for (const test of fileTests) {
      const { files: testFiles, packages: testPackages } = testClosures.get(test);
      testFiles.forEach((testFile) => local.add(relative(testFile)));
      testPackages.forEach((name) => packages.add(name));
      // A snapshot file, if the test has one, decides whether it passes.
      const snapshot = path.join(path.dirname(test), '__snapshots__', `${path.basename(test)}.snap`);
      if (fs.existsSync(abs(snapshot))) local.add(toPosix(snapshot));
    }
    for (const localFile of local) inputs.set(localFile, digestOf('code', localFile));
    inputs.set(`${file}#text`, digestOf('text', file));
    for (const [key, version] of lockedPackages(lock, packages)) inputs.set(`npm:${key}`, version);
    const equivalent = EQUIVALENT_MUTANTS.filter((entry) => entry.file === file);
    if (equivalent.length > 0)
      inputs.set(`stryker.conf.mjs#equivalent:${file}`, sha256(JSON.stringify(equivalent)));
    result.set(file, { inputs: new Map([...inputs].sort(([a], [b]) => (a < b ? -1 : 1))), tests: fileTests });
  }
  return result;
}

/** An input's digest as recorded beside the scores (to say what changed): a package's version. */
export function shortDigest(name, digest) {
  return name.startsWith('npm:') ? digest.split(' ')[0] : digest.slice(0, 16);
}

export function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const [name, digest] of inputs) hash.update(`${name}\0${digest}\n`);
  return hash.digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Scores and the record.

/** Each status's count over a list of mutants (a report's file). */
export function countMutants(mutants) {
  const counts = Object.fromEntries(COUNTED.map((status) => [status, 0]));
  for (const mutant of mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  return counts;
}

export function addCounts(...all) {
  const total = Object.fromEntries(COUNTED.map((status) => [status, 0]));
  for (const counts of all)
    for (const [status, n] of Object.entries(counts)) total[status] = (total[status] ?? 0) + n;
  return total;
}

/** Stryker's mutation score: detected (killed, timed out) over the valid mutants that ran or could. */
export function scoreOf(counts) {
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  return valid === 0 ? 100 : Math.floor((detected / valid) * 10000) / 100;
}

/** The report's mutants of each file, by the file's path relative to the root. */
export function reportFiles(report, root = ROOT) {
  return new Map(
    Object.entries(report.files).map(([file, { mutants }]) => [
      toPosix(path.relative(root, path.resolve(root, file))),
      mutants,
    ]),
  );
}

/** The critical files whose hash is not the recorded one (or that have no record). */
export function staleFiles(record, hashes) {
  return [...hashes].filter(([file, hash]) => record?.files?.[file]?.hash !== hash).map(([file]) => file);
}

/**
 * The new record: `recorded` for the files not in `fresh`, the fresh results (file -> counts) for
 * the others, each with its current hash; files no longer critical are dropped. The total over all.
 */
export function mergeRecord({ recorded, fresh, hashes, inputs, date, commit }) {
  const files = {};
  for (const file of [...hashes.keys()].sort()) {
    if (fresh.has(file)) {
      const counts = fresh.get(file);
      files[file] = { hash: hashes.get(file), score: scoreOf(counts), counts, date, commit };
    } else if (recorded?.files?.[file]) files[file] = recorded.files[file];
  }
  const counts = addCounts(...Object.values(files).map((entry) => entry.counts));
  return { score: scoreOf(counts), counts, date, commit, files, inputs };
}

function readRecord(root) {
  const file = path.join(root, SCORE_FILE);
  if (!fs.existsSync(file)) return undefined;
  const record = JSON.parse(fs.readFileSync(file, 'utf8'));
  return record.files ? record : undefined; // the old single-hash record: no file is recorded
}

const git = (root, ...args) => {
  try {
    return execFileSync('git', ['--no-optional-locks', ...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
};

function commitOf(root) {
  const dirty = git(root, 'status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : '';
  return `${git(root, 'rev-parse', '--short', 'HEAD') || 'unknown'}${dirty}`;
}

function summary(record) {
  const { counts } = record;
  return `${record.score}% over ${Object.keys(record.files).length} files (${counts.Killed} killed, ${counts.Timeout} timed out, ${counts.Survived} survived, ${counts.NoCoverage} without coverage; ${counts.Ignored} ignored, ${counts.CompileError} that do not compile, ${counts.RuntimeError} runtime errors)`;
}

/**
 * The record as JSON, an entry of `files` (and of `inputs`) a line: a run over one file changes
 * its line, and the lines of the inputs that changed.
 */
export function formatRecord(record) {
  const lines = ['{'];
  const entries = Object.entries(record);
  entries.forEach(([key, value], index) => {
    const comma = index < entries.length - 1 ? ',' : '';
    if ((key === 'files' || key === 'inputs') && value && typeof value === 'object') {
      const inner = Object.entries(value).map(
        ([name, entry]) => `    ${JSON.stringify(name)}: ${JSON.stringify(entry)}`,
      );
      lines.push(
        inner.length > 0
          ? `  ${JSON.stringify(key)}: {\n${inner.join(',\n')}\n  }${comma}`
          : `  ${JSON.stringify(key)}: {}${comma}`,
      );
    } else lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}`);
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

function writeRecord(root, record, { readme }) {
  fs.mkdirSync(path.dirname(path.join(root, SCORE_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, SCORE_FILE), formatRecord(record));
  if (!readme) return;
  const readmeFile = path.join(root, README);
  const text = fs.readFileSync(readmeFile, 'utf8');
  const marked = /<!-- mutation-score -->[\s\S]*?<!-- \/mutation-score -->/;
  if (!marked.test(text)) return;
  const { counts, score, date } = record;
  const line = `<!-- mutation-score -->**${score}%** over ${Object.keys(record.files).length} files (${counts.Killed} killed, ${counts.Timeout} timed out, ${counts.Survived} survived, ${counts.NoCoverage} without coverage; ${counts.Ignored} ignored (static, or listed as equivalent), ${counts.CompileError} that do not compile; ${date})<!-- /mutation-score -->`;
  const updated = text.replace(marked, line);
  if (updated !== text) fs.writeFileSync(readmeFile, updated);
}

/** The record as printed: everything but the map of inputs (which only says what changed). */
function printable(record) {
  const { inputs: _inputs, ...shown } = record;
  return formatRecord(shown).trimEnd();
}

// ---------------------------------------------------------------------------------------------
// The commands.

async function state(root) {
  const files = criticalFiles(root);
  const inputs = await computeInputs({ root, files });
  const hashes = new Map(files.map((file) => [file, inputsHash(inputs.get(file).inputs)]));
  const union = {};
  for (const { inputs: fileInputs } of inputs.values()) {
    for (const [name, digest] of fileInputs) union[name] = shortDigest(name, digest);
  }
  const sortedUnion = Object.fromEntries(Object.entries(union).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { files, inputs, hashes, union: sortedUnion, recorded: readRecord(root) };
}

/** Why a file is stale, from the inputs recorded beside the scores. */
function reason(file, { recorded, inputs }) {
  const entry = recorded?.files?.[file];
  if (!entry) return 'no record';
  if (!recorded.inputs) return `its inputs changed since ${entry.date}`;
  const changed = [...inputs.get(file).inputs]
    .filter(([name, digest]) => recorded.inputs?.[name] !== shortDigest(name, digest))
    .map(([name]) => name);
  if (changed.length === 0) return `its inputs changed since ${entry.date} (an input was dropped)`;
  const shown = changed.slice(0, 6).map((name) => {
    if (!name.startsWith('npm:')) return name;
    const before = recorded.inputs?.[name]?.split(' ')[0];
    const now = shortDigest(name, inputs.get(file).inputs.get(name));
    return `${name.slice(4).replace(/^node_modules\//, '')} ${before ?? '(new)'} -> ${now}`;
  });
  return `changed since ${entry.date}: ${shown.join(', ')}${changed.length > 6 ? ` and ${changed.length - 6} more` : ''}`;
}

const staleCount = (stale, files) =>
  `${stale.length} of ${files.length} critical files ${stale.length === 1 ? 'is' : 'are'} stale`;

function listStale(stale, current) {
  for (const file of stale) console.log(`  ${file}: ${reason(file, current)}`);
}

async function check(root) {
  const current = await state(root);
  const stale = staleFiles(current.recorded, current.hashes);
  if (stale.length === 0) {
    console.log(
      `Mutation testing: no critical file is stale (${current.files.length} files; ${current.recorded?.score}% recorded ${current.recorded?.date} at ${current.recorded?.commit}); no run needed.`,
    );
    return 0;
  }
  console.log(`Mutation testing is due: ${staleCount(stale, current.files)}:`);
  listStale(stale, current);
  return 2;
}

async function breakThreshold(root) {
  const { default: config } = await import(pathToFileURL(path.join(root, 'stryker.conf.mjs')).href);
  return config.thresholds?.break ?? 0;
}

/**
 * Stryker's incremental file, kept in the repository so that a fresh clone's run (CI) re-tests only
 * the mutants whose code or tests changed: without what ties it to one machine and one run (each
 * mutant's status reason, which holds that run's stack traces and paths, and the project's root).
 */
export function compactIncremental(report) {
  const { projectRoot: _machineRoot, ...rest } = report;
  for (const file of Object.values(rest.files ?? {}))
    for (const mutant of file.mutants ?? []) delete mutant.statusReason;
  return rest;
}

function keepIncremental(root) {
  const file = path.join(root, INCREMENTAL);
  if (!fs.existsSync(file)) return;
  const compact = compactIncremental(JSON.parse(fs.readFileSync(file, 'utf8')));
  fs.writeFileSync(file, `${JSON.stringify(compact)}\n`);
}

/**
 * Record the report's results for `files` (default: the critical files in the report). `ranOn`:
 * the files the run that wrote the report mutated; one of them missing from the report has no
 * mutant (Stryker reports files by their mutants), and is recorded so.
 */
async function record(root, { files, current, readme, ranOn = [] }) {
  const reportFile = path.join(root, REPORT);
  if (!fs.existsSync(reportFile)) throw new Error(`No report at ${REPORT}: run Stryker first.`);
  const mutants = reportFiles(JSON.parse(fs.readFileSync(reportFile, 'utf8')), root);
  const now = current ?? (await state(root));
  const wanted = files ?? now.files.filter((file) => mutants.has(file));
  const unknown = wanted.filter((file) => !now.hashes.has(file));
  if (unknown.length > 0)
    throw new Error(`Not critical files (scripts/critical-code.json): ${unknown.join(', ')}`);
  const fresh = new Map(
    wanted
      .filter((file) => mutants.has(file) || ranOn.includes(file))
      .map((file) => [file, countMutants(mutants.get(file) ?? [])]),
  );
  const next = mergeRecord({
    recorded: now.recorded,
    fresh,
    hashes: now.hashes,
    inputs: now.union,
    // The day Stryker wrote the report.
    date: fs.statSync(reportFile).mtime.toISOString().slice(0, 10),
    commit: commitOf(root),
  });
  writeRecord(root, next, { readme });
  keepIncremental(root);
  console.log(`Recorded in ${SCORE_FILE}: ${[...fresh.keys()].join(', ') || 'nothing'}.`);
  console.log(printable(next));
  return { next, missing: wanted.filter((file) => !fresh.has(file)) };
}

/** The total holds the break threshold, and every critical file has a record. */
export function verdict(recordNow, files, threshold) {
  const missing = files.filter((file) => !recordNow?.files?.[file]);
  if (missing.length > 0) {
    console.error(`Mutation testing failed: no record for ${missing.join(', ')}.`);
    return 1;
  }
  if (recordNow.score < threshold) {
    console.error(
      `Mutation testing failed: the total score ${recordNow.score}% is under the break threshold ${threshold}%.`,
    );
    return 1;
  }
  return 0;
}

async function ci(root, { readme }) {
  const current = await state(root);
  const threshold = await breakThreshold(root);
  const full = process.env.SLOW_CHECKS === 'full';
  const stale = full ? current.files : staleFiles(current.recorded, current.hashes);
  if (stale.length === 0) {
    if (!current.recorded) {
      console.log('Mutation testing: no critical file (scripts/critical-code.json `mutation`).');
      return 0;
    }
    console.log(
      `Mutation testing: no critical file is stale; the recorded total is ${summary(current.recorded)}, recorded ${current.recorded.date} at ${current.recorded.commit}.`,
    );
    return verdict(current.recorded, current.files, threshold);
  }
  if (full) console.log(`Mutation testing in full (SLOW_CHECKS=full): all ${stale.length} critical files.`);
  else {
    console.log(`Mutation testing: ${staleCount(stale, current.files)}:`);
    listStale(stale, current);
  }
  const started = Date.now();
  const stryker = path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
  // MUTATION_GATE=stale: stryker.conf.mjs leaves the break threshold to this script, which holds
  // the total over every file to it (a run over a few files must not be judged on them alone).
  const run = spawnSync(process.execPath, [stryker, 'run', '--mutate', stale.join(',')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_GATE: 'stale' },
  });
  const reportFile = path.join(root, REPORT);
  if (run.status !== 0 || !fs.existsSync(reportFile) || fs.statSync(reportFile).mtimeMs < started) {
    console.error(
      `Mutation testing failed: Stryker ${run.status === 0 ? 'wrote no report' : `exited with ${run.status ?? run.signal}`}.`,
    );
    return 1;
  }
  // The inputs again: a file whose inputs were edited while Stryker ran is not recorded (it stays stale).
  const after = await state(root);
  const edited = stale.filter((file) => after.hashes.get(file) !== current.hashes.get(file));
  const { next } = await record(root, {
    files: stale.filter((file) => !edited.includes(file)),
    current: after,
    readme,
    ranOn: stale,
  });
  if (edited.length > 0)
    console.error(`Not recorded, their inputs changed while Stryker ran: ${edited.join(', ')}.`);
  console.log(
    `Took ${Math.round((Date.now() - started) / 1000)} s. Commit ${SCORE_FILE}, ${INCREMENTAL}${readme ? ' and README.md' : ''}.`,
  );
  return verdict(next, current.files, threshold);
}

async function main() {
  const [command = 'check', ...rest] = process.argv.slice(2);
  const readme = !rest.includes('--no-readme');
  const args = rest.filter((arg) => arg !== '--no-readme');
  if (command === 'check') return check(ROOT);
  if (command === 'ci') return ci(ROOT, { readme });
  if (command === 'record') {
    const { missing } = await record(ROOT, { files: args.length > 0 ? args : undefined, readme });
    if (missing.length > 0) console.error(`Not in the report: ${missing.join(', ')}.`);
    return missing.length > 0 ? 1 : 0;
  }
  if (command === 'inputs' && args.length === 1) {
    const inputs = await computeInputs({ files: [args[0]] });
    const { inputs: fileInputs, tests } = inputs.get(args[0]);
    console.log(
      `${args[0]}: hash ${inputsHash(fileInputs)}\nits tests (${tests.length}):\n  ${tests.join('\n  ')}`,
    );
    console.log(
      `inputs (${fileInputs.size}):\n  ${[...fileInputs].map(([name, digest]) => `${name} ${digest.slice(0, 24)}`).join('\n  ')}`,
    );
    return 0;
  }
  console.error(
    'Usage: node scripts/mutation-gate.mjs check | ci | record [FILE...] | inputs FILE  [--no-readme]',
  );
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
