import { holdsInitialState, parseStoredFields, serializeState, sortedJson } from './format';

describe("parseStoredFields: redux-persist's stored string, field by field", () => {
  it('is nothing for nothing stored, or for a value that is not a JSON object', () => {
    for (const serialized of [null, undefined, '', 'nonsense', '[1,2]', '42', '"cart"', 'null']) {
      expect(parseStoredFields(serialized)).toBeUndefined();
    }
  });

  it('parses each field, leaves out one that is not JSON, and keeps a value that is not a string', () => {
    const serialized = JSON.stringify({
      ids: '[4,9]',
      broken: '{"oops',
      version: 3,
      _persist: '{"version":1,"rehydrated":true}',
    });
    expect(parseStoredFields(serialized)).toEqual({
      ids: [4, 9],
      version: 3,
      _persist: { version: 1, rehydrated: true },
    });
  });

  it('never takes a __proto__ field (stored data is untrusted)', () => {
    const fields = parseStoredFields('{"__proto__":"{\\"polluted\\":true}","ids":"[1]"}');
    expect(fields).toEqual({ ids: [1] });
    expect(Object.keys(fields!)).toEqual(['ids']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect((fields as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('sortedJson', () => {
  it('spells equal data alike whatever its key order, and keeps the order of lists', () => {
    expect(sortedJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(sortedJson({ a: 1, b: 2 })).toBe(sortedJson({ b: 2, a: 1 }));
    expect(sortedJson([{ b: 1, a: 2 }])).toBe('[{"a":2,"b":1}]');
  });
});

describe('holdsInitialState: a key with nothing to keep is removed rather than written', () => {
  it("is true for the slice's initial state, in any key order and with redux-persist's _persist", () => {
    expect(holdsInitialState('wishlist', JSON.stringify({ ids: '[]', _persist: '{"version":1}' }))).toBe(
      true,
    );
    expect(holdsInitialState('cart', JSON.stringify({ lines: '[]' }))).toBe(true);
    expect(holdsInitialState('reviews', JSON.stringify({ own: '[]', helpful: '[]' }))).toBe(true);
  });

  it('is false for anything else, and for what cannot be read', () => {
    expect(holdsInitialState('wishlist', JSON.stringify({ ids: '[4]' }))).toBe(false);
    expect(holdsInitialState('wishlist', 'nonsense')).toBe(false);
    expect(holdsInitialState('reviews', JSON.stringify({ own: '[]', helpful: '["sample-1"]' }))).toBe(false);
  });
});

describe("serializeState: a slice's state as redux-persist stores it", () => {
  it("writes each field as its own JSON string, then _persist with the key's version", () => {
    expect(serializeState('reviews', { own: [], helpful: ['sample-1'] })).toBe(
      JSON.stringify({ own: '[]', helpful: '["sample-1"]', _persist: '{"version":1,"rehydrated":true}' }),
    );
    expect(JSON.parse(serializeState('wishlist', { ids: [] }))._persist).toBe(
      '{"version":2,"rehydrated":true}',
    );
  });
});
