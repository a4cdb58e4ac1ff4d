import { theme } from '../tokens';
import { COLOUR_USES, contrastPairs } from './colourUses';
import { contrastRatio, formatRatio, hexChannels, MINIMUM_CONTRAST, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000')).toBe(21);
    expect(contrastRatio('#8a1c4a', '#8a1c4a')).toBe(1);
  });

  it('matches known values: #767676 is the lightest grey with 4.5:1 on white, #777777 just misses it', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
  });

  it('reads six- and three-digit hex, and refuses anything else', () => {
    expect(hexChannels('#8a1c4a')).toEqual([138, 28, 74]);
    expect(hexChannels('fff')).toEqual([255, 255, 255]);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(() => hexChannels('rgba(31, 26, 29, 0.55)')).toThrow('Not a hex colour');
  });

  it('prints a ratio rounded down, so a pair that fails never reads as passing', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe("the shop's colour pairings", () => {
  it('name only colours and surfaces of the tokens, each surface once per colour', () => {
    for (const use of COLOUR_USES) {
      expect(theme.color[use.token]).toMatch(/^#/);
      for (const surface of use.on) expect(theme.color[surface]).toMatch(/^#/);
      expect(new Set(use.on).size).toBe(use.on.length);
    }
  });

  it.each(contrastPairs().map((pair) => [pair.token, pair.on, pair.role, pair] as const))(
    '%s on %s (%s) meets WCAG AA',
    (_token, _on, role, pair) => {
      expect(pair.ratio).toBeGreaterThanOrEqual(MINIMUM_CONTRAST[role]);
      expect(pair.passes).toBe(true);
    },
  );

  it('a pairing under its minimum is reported as failing', () => {
    const [pair] = contrastPairs([{ token: 'border', role: 'text', on: ['surface'], where: 'a mistake' }]);
    expect(pair).toMatchObject({ token: 'border', on: 'surface', role: 'text', passes: false });
  });
});
