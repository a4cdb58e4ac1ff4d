// Mutation testing is too slow for every commit (Stryker: `npm run test:mutation`), so this script
// decides from the diff whether a run is due. CI runs on a clean clone with no base branch to diff
// against, so "the diff" is a content hash of everything that decides the score, recorded beside
// the score in mutation/score.json when Stryker last ran (`record`, the end of test:mutation):
//
// - the mutated files (scripts/critical-code.json `mutation`) and every local module they import,
//   transitively (what the mutants run);
// - the tests Stryker runs (jest.mutation.config.ts) and the test utilities (src/test);
// - the configuration: stryker.conf.mjs, the jest and TypeScript configs and setup files it uses,
//   scripts/critical-code.json, and package-lock.json (the versions of zod, Redux Toolkit, jest...).
//
// `node scripts/mutation-gate.mjs check`   exit 0 when the hash matches the recorded one (nothing
//                                           that decides the score changed), 2 when it does not.
// `node scripts/mutation-gate.mjs ci`      CI's step: nothing when unchanged (unless SLOW_CHECKS=full),
//                                           else `npm run test:mutation` (incremental, see
//                                           stryker.conf.mjs), which fails under the break threshold;
//                                           a green run is recorded in the working tree and printed.
// `node scripts/mutation-gate.mjs record`  after a run: the score of reports/mutation/mutation.json
//                                           and the current hash into mutation/score.json, and the
//                                           score into README.md.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SCORE_FILE = path.join(ROOT, 'mutation/score.json');
const REPORT = path.join(ROOT, 'reports/mutation/mutation.json');
const README = path.join(ROOT, 'README.md');
const CONFIG_FILES = [
  'stryker.conf.mjs',
  'jest.mutation.config.ts',
  'jest.config.ts',
  'tsconfig.json',
  'tsconfig.mutation.json',
  'scripts/critical-code.json',
  'jest/setup.base.ts',
  'jest/setup.unit.ts',
  'jest/environment.ts',
  'jest/environmentForStryker.cjs',
  'jest/swcTransformer.cjs',
  'package-lock.json',
];

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** The files a glob of critical-code.json names (only `*` within one folder is used there). */
function expand(glob) {
  const parts = glob.split('/');
  let found = [ROOT];
  for (const part of parts) {
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

/** A module specifier of ours (`@/…` or relative) to its file, or undefined (a package). */
function resolveLocal(specifier, fromFile) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The files and every local module they import, transitively (static and dynamic imports). */
function withImports(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|mjs|js|cjs)$/.test(file)) continue;
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveLocal(fileName.replace(/\?.*$/, ''), file);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

/** The test files Stryker runs, as jest lists them for the mutation config. */
function mutationTests() {
  const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js');
  const out = execFileSync(
    process.execPath,
    [jest, '--config', 'jest.mutation.config.ts', '--listTests', '--json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return JSON.parse(out);
}

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/** What decides the mutation score, each file with the hash of its content. */
export function scoreInputs() {
  const critical = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/critical-code.json'), 'utf8'));
  const mutated = critical.mutation.flatMap(expand);
  const files = new Set([
    ...withImports(mutated),
    ...mutationTests(),
    ...walk(path.join(ROOT, 'src/test')),
    ...CONFIG_FILES.map((file) => path.join(ROOT, file)),
  ]);
  return [...files]
    .map((file) => [rel(file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')])
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

export function inputsHash(inputs) {
  const hash = createHash('sha256');
  for (const [file, digest] of inputs) hash.update(`${file}\0${digest}\n`);
  return hash.digest('hex');
}

/** Stryker's mutation score: detected (killed, timed out) over the valid mutants that ran or could. */
export function mutationScore(report) {
  const counts = {
    Killed: 0,
    Timeout: 0,
    Survived: 0,
    NoCoverage: 0,
    Ignored: 0,
    CompileError: 0,
    RuntimeError: 0,
  };
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  }
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  return { score: valid === 0 ? 100 : Math.floor((detected / valid) * 10000) / 100, counts };
}

function readRecorded() {
  return fs.existsSync(SCORE_FILE) ? JSON.parse(fs.readFileSync(SCORE_FILE, 'utf8')) : undefined;
}

/** What changed since the recorded run: files added, removed or edited. */
function changedSince(recorded, inputs) {
  const before = new Map(recorded?.inputs ?? []);
  const now = new Map(inputs);
  const changed = [...now].filter(([file, digest]) => before.get(file) !== digest).map(([file]) => file);
  const removed = [...before.keys()].filter((file) => !now.has(file));
  return [...changed, ...removed].sort();
}

function check() {
  const inputs = scoreInputs();
  const recorded = readRecorded();
  if (recorded && recorded.hash === inputsHash(inputs)) {
    console.log(
      `Mutation testing: nothing that decides the score changed since it was recorded (${recorded.score}% on ${recorded.date}, ${inputs.length} files hashed); no run needed.`,
    );
    return 0;
  }
  const changed = changedSince(recorded, inputs);
  console.log(
    recorded
      ? `Mutation testing is due: ${changed.length} of the files that decide the score changed since ${recorded.date}:\n  ${changed.slice(0, 20).join('\n  ')}${changed.length > 20 ? `\n  ... and ${changed.length - 20} more` : ''}`
      : 'Mutation testing is due: no score is recorded (mutation/score.json).',
  );
  return 2;
}

function record() {
  if (!fs.existsSync(REPORT)) throw new Error(`No report at ${rel(REPORT)}: run Stryker first.`);
  const report = JSON.parse(fs.readFileSync(REPORT, 'utf8'));
  const { score, counts } = mutationScore(report);
  const inputs = scoreInputs();
  const date = new Date().toISOString().slice(0, 10);
  // The files the score is over: a run narrowed with `--mutate` covers only some of the list.
  const mutated = Object.keys(report.files)
    .map((file) => rel(path.resolve(ROOT, file)))
    .sort();
  const entry = { score, counts, date, mutated, hash: inputsHash(inputs), inputs };
  fs.mkdirSync(path.dirname(SCORE_FILE), { recursive: true });
  fs.writeFileSync(SCORE_FILE, `${JSON.stringify(entry, null, 2)}\n`);
  const readme = fs.readFileSync(README, 'utf8');
  const marked = /<!-- mutation-score -->[\s\S]*?<!-- \/mutation-score -->/;
  if (marked.test(readme)) {
    const line = `<!-- mutation-score -->**${score}%** over ${mutated.length} files (${counts.Killed} killed, ${counts.Timeout} timed out, ${counts.Survived} survived, ${counts.NoCoverage} without coverage; ${counts.Ignored} ignored (static, or listed as equivalent), ${counts.CompileError} that do not compile; ${date})<!-- /mutation-score -->`;
    fs.writeFileSync(README, readme.replace(marked, line));
  }
  console.log(`Mutation score ${score}% recorded in ${rel(SCORE_FILE)} (${inputs.length} files hashed).`);
}

const command = process.argv[2] ?? 'check';
if (command === 'check') {
  process.exitCode = check();
} else if (command === 'ci') {
  // SLOW_CHECKS=full (npm run ci:full): a run whatever the record says.
  if (check() === 2 || process.env.SLOW_CHECKS === 'full') {
    const run = spawnSync('npm', ['run', 'test:mutation'], { cwd: ROOT, stdio: 'inherit' });
    process.exitCode = run.status ?? 1;
    if (run.status === 0) {
      // A green run is recorded where it ran, and the record printed: the submitting developer
      // commits it, and the next CI run has nothing to do.
      record();
      console.log(fs.readFileSync(SCORE_FILE, 'utf8').split('\n  "inputs"')[0]);
      console.log('Commit mutation/score.json and README.md.');
    }
  }
} else if (command === 'record') {
  record();
} else {
  console.error('Usage: node scripts/mutation-gate.mjs check | ci | record');
  process.exitCode = 1;
}
