/**
 * WCAG 2.2 contrast, computed from the tokens: the Colours page of Storybook's Foundations shows
 * these numbers, and contrast.test.ts holds every pair the shop uses to its minimum.
 * https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */

/** '#8a1c4a' or '#fff' to its red, green and blue channels, 0 to 255. */
export function hexChannels(hex: string): [number, number, number] {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG's relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexChannels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What a colour is on a surface: text (4.5:1 for AA), a part of the interface or large text (3:1), or decoration (none). */
export type ColourRole = 'text' | 'ui' | 'decoration';

/** The least contrast WCAG AA asks of each role (1.4.3 text, 1.4.11 non-text). */
export const MINIMUM_CONTRAST: Record<ColourRole, number> = { text: 4.5, ui: 3, decoration: 1 };

/** The ratio as the page prints it: two decimals, rounded down so that 4.499 never reads 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
