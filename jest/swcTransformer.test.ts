import { runInNewContext } from 'node:vm';
import { BUGGY_GUARD, FIXED_GUARD, createTransformer } from './swcTransformer.cjs';

const SOURCE = `export function double(n: number): number {
  return n * 2;
}
`;
const FILE = '/virtual/double.ts';

const transformer = createTransformer({
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
  experimental: { customCoverageInstrumentation: { enabled: true } },
});

const transform = (instrument: boolean) =>
  transformer.process(SOURCE, FILE, { instrument, supportsStaticESM: false }).code;

interface Coverage {
  __coverage__: Record<string, { f: Record<string, number> }>;
}

/** Evaluates one copy of the module in `context`, as jest does for each module registry. */
function evaluate(code: string, context: Coverage): { double: (n: number) => number } {
  const module = { exports: {} as { double: (n: number) => number } };
  runInNewContext(code, Object.assign(context, { module, exports: module.exports }));
  return module.exports;
}

describe('the swc transform with coverage (jest/swcTransformer.cjs)', () => {
  it('instruments under --coverage, with the guard istanbul writes', () => {
    const code = transform(true);
    expect(code).toContain('__coverage__');
    expect(code).toContain(FIXED_GUARD);
    expect(code).not.toContain(BUGGY_GUARD);
  });

  it('leaves the code alone without --coverage', () => {
    expect(transform(false)).not.toContain('__coverage__');
  });

  it('keeps the counts of a module evaluated twice (jest.isolateModules), as babel-plugin-istanbul does', () => {
    const context = { __coverage__: {} } as Coverage;
    const first = evaluate(transform(true), context);
    first.double(1);
    first.double(2);
    const second = evaluate(transform(true), context);
    second.double(3);
    expect(Object.values(context.__coverage__[FILE]!.f)).toEqual([3]);
  });
});
