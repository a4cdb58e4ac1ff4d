import path from 'node:path';
import ts from 'typescript';
import critical from './critical-code.json';

/**
 * Stryker mutates the critical files (critical-code.json `mutation`, stryker.conf.mjs) and its
 * TypeScript checker compiles them with tsconfig.mutation.json, whose `include` names the same
 * files, beside the ambient declarations (src/**\/*.d.ts). A file named on one side only is
 * mutated without the checker's compilation (a mutant that does not compile is no CompileError),
 * or compiled for no mutant: the two lists must hold the same files.
 */
const AMBIENT = 'src/**/*.d.ts';

function mutationTsconfigIncludes(): string[] {
  const file = path.resolve(__dirname, '../tsconfig.mutation.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return (config as { include?: string[] }).include ?? [];
}

describe('the critical files (scripts/critical-code.json) and tsconfig.mutation.json', () => {
  const include = mutationTsconfigIncludes();
  const mutated = critical.mutation;

  it('include the ambient declarations, which every compilation of ours needs', () => {
    expect(include).toContain(AMBIENT);
  });

  it('name the same critical files', () => {
    const compiled = include.filter((entry) => entry !== AMBIENT);
    expect({
      'mutated, not in tsconfig.mutation.json': mutated.filter((entry) => !compiled.includes(entry)),
      'in tsconfig.mutation.json, not mutated': compiled.filter((entry) => !mutated.includes(entry)),
    }).toEqual({
      'mutated, not in tsconfig.mutation.json': [],
      'in tsconfig.mutation.json, not mutated': [],
    });
  });

  it('name each file once', () => {
    expect(new Set(mutated).size).toBe(mutated.length);
    expect(new Set(include).size).toBe(include.length);
  });
});
