// A Stryker ignorer (stryker.conf.mjs: `ignorers: ['equivalent-mutants']`): the mutants listed in
// stryker.conf.mjs's EQUIVALENT_MUTANTS, each an equivalent mutant (it changes nothing a test could
// observe) with the reason. An entry names its file and the source text of the code whose mutants
// are equivalent; the report lists them as Ignored, with the reason. The list lives in the config,
// not in `// Stryker disable` comments, so that it is one reviewed list (and files other people
// are editing stay untouched). An entry that matches nothing in a file Stryker instrumented is
// reported as stale when Stryker exits, so that the list cannot rot.
import path from 'node:path';
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';
import { EQUIVALENT_MUTANTS } from '../stryker.conf.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const matched = new Set();
const instrumented = new Set();

/** @param {import('@babel/core').NodePath} nodePath */
function shouldIgnore(nodePath) {
  const filename = nodePath.hub?.file?.opts?.filename;
  if (!filename) return undefined;
  const file = path.relative(ROOT, filename).split(path.sep).join('/');
  instrumented.add(file);
  const entries = EQUIVALENT_MUTANTS.filter((entry) => entry.file === file);
  if (entries.length === 0) return undefined;
  const source = nodePath.getSource();
  const entry = entries.find((candidate) => candidate.code === source);
  if (!entry) return undefined;
  matched.add(entry);
  return `Equivalent: ${entry.reason}`;
}

process.on('exit', () => {
  const stale = EQUIVALENT_MUTANTS.filter((entry) => instrumented.has(entry.file) && !matched.has(entry));
  if (stale.length > 0) {
    console.warn(
      `stryker.conf.mjs: ${stale.length} equivalent-mutant entr${stale.length === 1 ? 'y matches' : 'ies match'} no code any more:\n${stale.map((entry) => `  ${entry.file}: ${entry.code}`).join('\n')}`,
    );
  }
});

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'equivalent-mutants', { shouldIgnore })];
