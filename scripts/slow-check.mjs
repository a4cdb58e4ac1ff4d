// The slow checks (Lighthouse against the floor, the browser benchmark) cost CI minutes on every
// run, and their inputs change in few commits. Each has an input hash, narrow and honest, and a
// record in the repository (perf/<check>.json: the hash, the date, the commit and the result). CI
// runs a check only when its inputs changed since the record; a run that passes writes the new
// record into the working tree and prints it, for the submitting developer to commit.
//
//   node scripts/slow-check.mjs <check> -- <command...>   run the command unless the record holds
//   node scripts/slow-check.mjs <check> --hash            print the current input hash
//   SLOW_CHECKS=full (npm run ci:full) runs every check whatever its record says.
//
// The inputs:
// - lighthouse: the built first-load assets (dist/'s HTML, JavaScript and CSS; content-hashed by
//   webpack, so equal sources build equal files) and the script that audits them.
// - bench-app: the catalogue's engine and worker, the listing and the header's search (what the
//   benchmark's interactions run), the benchmark itself, and the locked versions of the packages
//   but the test, lint and Storybook tooling.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lockedPackages } from './mutation-gate.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Every file under `dir` (relative to the root) whose name matches `pattern`. */
function filesUnder(dir, pattern = /./) {
  const start = path.join(ROOT, dir);
  if (!fs.existsSync(start)) return [];
  if (fs.statSync(start).isFile()) return [dir];
  const out = [];
  for (const entry of fs.readdirSync(start, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !pattern.test(entry.name)) continue;
    out.push(
      path
        .relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    );
  }
  return out;
}

const SOURCE = /\.(ts|tsx|mjs|cjs|js|json)$/;
const notTest = (file) => !/\.(test|stories)\.tsx?$/.test(file);

const CHECKS = {
  lighthouse: {
    record: 'perf/lighthouse.json',
    inputs: () => [
      ...filesUnder('dist', /\.(html|js|css)$/).filter((file) => !file.startsWith('dist/data/')),
      'scripts/lighthouse.mjs',
      'scripts/static-server.mjs',
    ],
    result: '.lighthouse/results.json',
  },
  'bench-app': {
    record: 'perf/bench-app.json',
    inputs: () =>
      [
        ...filesUnder('src/features/search', SOURCE),
        ...filesUnder('src/features/catalog', SOURCE),
        ...filesUnder('src/pages/category', SOURCE),
        ...filesUnder('src/pages/search', SOURCE),
        'src/app/boot/catalogWorker.ts',
        // Not what hand runs write (the benchmarks' results, README tables come from them).
        ...filesUnder('bench', SOURCE).filter((file) => !/^bench\/(app-)?results\.json$/.test(file)),
        'scripts/catalog.ts',
      ].filter(notTest),
    // Not the whole lock file: a Storybook addon or a lint rule does not move the benchmark.
    packages: (name) =>
      !/storybook|eslint|prettier|jest|testing-library|stryker|knip|madge|pixelmatch/.test(name),
    result: 'reports/bench-app.json',
  },
};

/**
 * The locked packages of package.json that `wanted` keeps, with all they depend on (the mutation
 * gate's resolution of the lock file): "lock key version integrity", sorted.
 */
function packagesOf(wanted) {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(wanted);
  return [...lockedPackages(lock, names)].map(([key, locked]) => `${key} ${locked}`).sort();
}

/** The hash of a check's inputs: each file's path and content, in a stable order (and its packages). */
function inputHash(check) {
  const hash = createHash('sha256');
  const files = [...new Set(check.inputs())].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  const packages = check.packages ? packagesOf(check.packages) : [];
  for (const line of packages) hash.update(`${line}\0`);
  return `${files.length + packages.length}:${hash.digest('hex').slice(0, 16)}`;
}

const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

function main() {
  const [name, ...rest] = process.argv.slice(2);
  const check = CHECKS[name];
  if (!check) {
    console.error(`Unknown check '${name}'. Known: ${Object.keys(CHECKS).join(', ')}.`);
    process.exit(2);
  }
  const hash = inputHash(check);
  if (rest[0] === '--hash') {
    console.log(hash);
    return;
  }
  const command = rest[0] === '--' ? rest.slice(1) : rest;
  const recordFile = path.join(ROOT, check.record);
  const recorded = fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : null;
  if (process.env.SLOW_CHECKS !== 'full' && recorded?.inputs === hash) {
    console.log(
      `${name}: its inputs are unchanged since ${recorded.commit} (${recorded.date}), where it passed. ` +
        `Not run again (SLOW_CHECKS=full or npm run ci:full runs it). The recorded result:`,
    );
    console.log(JSON.stringify(recorded.result, null, 2));
    return;
  }
  console.log(
    recorded
      ? `${name}: its inputs changed since ${recorded.commit} (${hash}, recorded ${recorded.inputs}): running.`
      : `${name}: no record yet (${check.record}): running.`,
  );
  const run = spawnSync(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const resultFile = path.join(ROOT, check.result);
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : '';
  const record = {
    check: name,
    inputs: hash,
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty}`,
    date: new Date().toISOString(),
    command: command.join(' '),
    result: fs.existsSync(resultFile) ? JSON.parse(fs.readFileSync(resultFile, 'utf8')) : null,
  };
  fs.mkdirSync(path.dirname(recordFile), { recursive: true });
  fs.writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `${name}: passed. New record written to ${check.record}: commit it, and CI skips this check until its inputs change.`,
  );
}

main();
