/**
 * The shop's two editions: English at `/`, Hindi under `/hi/` (issue 36). The English text is the
 * key: a component writes `t('Add to Cart')`, which is that text on an English page and its Hindi
 * on a Hindi one. English pages so carry no dictionary at all, and no key table: the English words
 * stay in the chunks that show them, as before. The Hindi words are one chunk (`words-hi`,
 * ./hi/index.ts), which main.tsx loads (and a Hindi page's HTML preloads) before the first render,
 * then hands to `setEdition`. An edition is fixed for the page's life: the language switch is a
 * plain link, a new page.
 *
 * `t` only takes a text the Hindi dictionary has (its type is the dictionary's keys: a missing
 * translation fails the typecheck, and i18n.test.ts fails on a key nothing uses). `translate` takes
 * any text, for what arrives as data (a toast's message, a field's error), and leaves a text it
 * does not know as it is.
 */
import type { HindiWords } from './hi';

export type Edition = 'en' | 'hi';
/** A text the shop writes, in English: the key of its Hindi. */
export type WordKey = keyof HindiWords;
/** The values of a text's `{name}` placeholders. */
export type WordValues = Readonly<Record<string, string | number>>;

let current: Edition = 'en';
let words: Readonly<Record<string, string>> = {};

/** The page's edition and its words (Hindi's chunk), set before the first render. */
export function setEdition(edition: Edition, dictionary: Readonly<Record<string, string>> = {}): void {
  current = edition;
  words = edition === 'en' ? {} : dictionary;
}

/** The edition of the page being rendered. */
export const currentEdition = (): Edition => current;

const fill = (text: string, values?: WordValues) =>
  values
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    : text;

/** `text` in the page's edition, its `{name}` placeholders filled from `values`. */
export function t(text: WordKey, values?: WordValues): string {
  return fill(words[text] ?? text, values);
}

/** Any text in the page's edition: its translation if the dictionary has one, else the text itself. */
export function translate(text: string, values?: WordValues): string {
  return fill(words[text] ?? text, values);
}

/** Marks an English text as one of the dictionary's keys (typechecked), without translating it. */
export const word = <Text extends WordKey>(text: Text): Text => text;

/** The path prefix of the Hindi edition. */
export const HINDI_BASE = '/hi';

/** The edition of an address: `/hi` and everything under `/hi/` are Hindi. */
export const editionOf = (pathname: string): Edition =>
  pathname === HINDI_BASE || pathname.startsWith(`${HINDI_BASE}/`) ? 'hi' : 'en';

/** The shop's own path of an address of either edition: `/hi/women` → `/women`, `/hi/` → `/`. */
export const shopPath = (pathname: string): string =>
  editionOf(pathname) === 'hi' ? pathname.slice(HINDI_BASE.length) || '/' : pathname;

/** The address of a shop path in an edition: `/women` → `/hi/women`, `/` → `/hi/`. */
export const editionPath = (path: string, edition: Edition): string =>
  edition === 'hi' ? `${HINDI_BASE}${path}` : path;

/** The language of an edition's pages, as `<html lang>` and hreflang write it. */
export const LANG: Readonly<Record<Edition, string>> = { en: 'en-IN', hi: 'hi' };
