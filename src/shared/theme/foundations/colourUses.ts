import { theme } from '../tokens';
import { contrastRatio, MINIMUM_CONTRAST, type ColourRole } from './contrast';

export type ColourToken = keyof typeof theme.color;

/** A colour token, what it is (text, part of the interface, decoration) and the surfaces the shop puts it on. */
export interface ColourUse {
  token: ColourToken;
  role: ColourRole;
  /** The surfaces (background tokens) it is drawn on, as the components' styles pair them. */
  on: readonly ColourToken[];
  /** Where a designer will meet it. */
  where: string;
}

/**
 * Every foreground pairing of the shop, read from the components' styles. A new pairing belongs
 * here: the Colours page shows its contrast and contrast.test.ts holds it to its role's minimum.
 */
export const COLOUR_USES: readonly ColourUse[] = [
  {
    token: 'ink',
    role: 'text',
    on: ['surface', 'surfaceAlt', 'surfaceSunken', 'brandSoft'],
    where: 'Body text and headings; the page is surfaceAlt, cards and fields surface',
  },
  {
    token: 'inkMuted',
    role: 'text',
    on: ['surface', 'surfaceAlt', 'surfaceSunken'],
    where: 'Secondary text, neutral badges',
  },
  { token: 'inkSubtle', role: 'text', on: ['surface', 'surfaceAlt'], where: 'Hints and captions' },
  {
    token: 'brand',
    role: 'text',
    on: ['surface', 'surfaceAlt', 'brandSoft'],
    where: 'Links, outline buttons, brand badges, the current page',
  },
  {
    token: 'brandHover',
    role: 'text',
    on: ['surface', 'surfaceAlt', 'brandSoft'],
    where: 'Links and outline buttons under the pointer',
  },
  {
    token: 'accent',
    role: 'text',
    on: ['surface', 'surfaceAlt', 'accentSoft'],
    where: 'Banner eyebrows, warning badges, low stock',
  },
  { token: 'star', role: 'text', on: ['surface', 'accentSoft'], where: 'Rating stars and the rating pill' },
  {
    token: 'success',
    role: 'text',
    on: ['surface', 'successSoft'],
    where: 'Savings, delivery, success toasts',
  },
  { token: 'danger', role: 'text', on: ['surface', 'dangerSoft'], where: 'Field errors, error toasts' },
  { token: 'info', role: 'text', on: ['surface', 'infoSoft'], where: 'Information toasts and badges' },
  {
    token: 'white',
    role: 'text',
    on: ['brand', 'brandHover', 'accent', 'success', 'danger', 'info', 'inkMuted', 'ink'],
    where: 'Solid buttons and badges, the skip link, the footer',
  },
  {
    token: 'borderStrong',
    role: 'ui',
    on: ['surface', 'surfaceAlt'],
    where: 'Borders of fields, steppers and size buttons',
  },
  {
    token: 'focus',
    role: 'ui',
    on: ['surface', 'surfaceAlt', 'surfaceSunken', 'brandSoft'],
    where: 'The keyboard focus outline',
  },
  { token: 'border', role: 'decoration', on: ['surface', 'surfaceAlt'], where: 'Dividers and card edges' },
];

/** A pairing with its contrast, computed from the tokens. */
export interface ContrastPair {
  token: ColourToken;
  on: ColourToken;
  role: ColourRole;
  ratio: number;
  /** Whether it meets its role's WCAG AA minimum. */
  passes: boolean;
}

export function contrastPairs(uses: readonly ColourUse[] = COLOUR_USES): ContrastPair[] {
  return uses.flatMap(({ token, role, on }) =>
    on.map((surface) => {
      const ratio = contrastRatio(theme.color[token], theme.color[surface]);
      return { token, on: surface, role, ratio, passes: ratio >= MINIMUM_CONTRAST[role] };
    }),
  );
}
