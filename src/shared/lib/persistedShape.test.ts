import * as z from 'zod/mini';
import { lenientArray, restoreShape, storedVersion, uniqueBy, type PersistedShape } from './persistedShape';

/** A small shape: a list of names, kept under `names` since version 1 (`people` before). */
const shape: PersistedShape<{ names: string[] }> = {
  schema: z.object({ names: lenientArray(z.string().check(z.minLength(1))) }),
  migrations: {
    1: z.pipe(
      z.object({ people: z.optional(z.unknown()) }),
      z.transform(({ people }) => ({ names: people })),
    ),
  },
};
const meta = (version: unknown) => ({ version, rehydrated: true });

describe('restoreShape', () => {
  it('keeps a valid current state and repairs item by item', () => {
    expect(restoreShape(shape, { names: ['Asha', '', 7, 'Ravi'], _persist: meta(1) }, 1)).toEqual({
      names: ['Asha', 'Ravi'],
    });
  });

  it('migrates an older version, a state without _persist being version 0', () => {
    expect(restoreShape(shape, { people: ['Asha'] }, 1)).toEqual({ names: ['Asha'] });
    expect(restoreShape(shape, { people: ['Asha'], _persist: meta(-1) }, 1)).toEqual({ names: ['Asha'] });
  });

  it('drops a newer version, an unreadable version and anything that is not an object', () => {
    expect(restoreShape(shape, { names: ['Asha'], _persist: meta(2) }, 1)).toBeUndefined();
    expect(restoreShape(shape, { names: ['Asha'], _persist: meta('one') }, 1)).toBeUndefined();
    for (const stored of [null, 42, 'names', ['Asha']])
      expect(restoreShape(shape, stored, 1)).toBeUndefined();
  });

  it('steps over a version without a migration, and drops what a migration or the schema refuses', () => {
    // Version 2 changed nothing stored (no migration); version 3 needs at least one name.
    const later: PersistedShape<{ names: string[] }> = {
      schema: z.object({ names: z.array(z.string()).check(z.minLength(1)) }),
      migrations: {
        ...shape.migrations,
        3: z.object({ names: z.array(z.unknown()).check(z.minLength(1)) }),
      },
    };
    expect(restoreShape(later, { people: ['Asha'] }, 3)).toEqual({ names: ['Asha'] });
    expect(restoreShape(later, { people: [] }, 3)).toBeUndefined();
    expect(restoreShape(later, { names: [7], _persist: meta(3) }, 3)).toBeUndefined();
  });

  it('a list that is not a list is empty', () => {
    expect(restoreShape(shape, { names: 'Asha', _persist: meta(1) }, 1)).toEqual({ names: [] });
  });
});

describe('storedVersion', () => {
  it('reads _persist.version; none is version 0', () => {
    expect(storedVersion({ _persist: meta(3) })).toBe(3);
    expect(storedVersion({})).toBe(0);
    expect(storedVersion({ _persist: 'v1' })).toBeUndefined();
  });
});

describe('uniqueBy', () => {
  it('keeps the first of each key, in order', () => {
    expect(uniqueBy([3, 1, 3, 2, 1], (n) => n)).toEqual([3, 1, 2]);
  });
});
