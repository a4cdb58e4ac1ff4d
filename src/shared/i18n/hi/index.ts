/**
 * The Hindi edition's words: one chunk (`words-hi`), loaded by main.tsx on a Hindi page before the
 * first render and preloaded by its HTML; never part of an English page. Each area of the shop keeps
 * its words in a file of its own here; the key is the English text exactly as the code writes it
 * (../edition.ts), the value natural Hindi as Indian shops write it (कार्ट, ऑर्डर, कूपन). Product
 * and brand names are never translated.
 */
import { ACCOUNT } from './account';
import { CATALOG } from './catalog';
import { HEAD } from './head';
import { INFO } from './info';
import { REVIEWS } from './reviews';
import { SHELL } from './shell';
import { SHOPPING } from './shopping';

export const HINDI = {
  ...SHELL,
  ...CATALOG,
  ...REVIEWS,
  ...SHOPPING,
  ...ACCOUNT,
  ...INFO,
  ...HEAD,
} as const;

export type HindiWords = typeof HINDI;
