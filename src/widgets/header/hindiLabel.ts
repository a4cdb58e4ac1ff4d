/**
 * The word 'हिन्दी' as outlines, for the language switch on English pages (issue 36).
 *
 * Drawn, not typed: a device without a Devanagari font of its own (many Linux desktops, this
 * project's CI) would otherwise download the shop's Devanagari face on every English page for this
 * one word, and swap it in as the page settles (a layout shift). Written as a path, the word costs
 * no font and never moves; the link's accessible name is the word itself (aria-label, lang="hi").
 *
 * The outline is a static file, public/assets/icons/hindi-label.svg (its path's id is `w`), which
 * the switch draws with `<use>`: inlined in main.js it cost every page's first load 0.6 KiB gzip
 * for one word, and as a file it is a 1 KiB picture the header fetches beside the page's others
 * (precached by the service worker, as every file of public/ is). `<use>` keeps what the inline
 * path had: it takes the link's colour (`currentColor`, forced colours too) and its box is set here,
 * so the header never moves while the file loads.
 *
 * Made once from public/assets/fonts/noto-sans-devanagari-400.woff2 (the face the word would be set
 * in), shaped by fontkit 2 (the i-matra before ह, the conjunct न्द) and written by svgo at a quarter of
 * the face's units, whole numbers (250 to the em: a step is 0.06 px at 16 px, and the outline is a
 * quarter smaller than at 1,000). The box is the face's line: ascent 896, descent 408 (224 and 102
 * here), so the word sits on the text's baseline and scales with the font size.
 */
export const HINDI_LABEL = {
  /** The outline: the file's path, by its id. */
  href: '/assets/icons/hindi-label.svg#w',
  /** viewBox: x, y (the ascent above the baseline), advance width, ascent + descent (the file's too). */
  viewBox: '0 -224 472.25 326',
  /** The box in ems: the advance and the line. */
  width: '1.889em',
  height: '1.304em',
  /** How far the box's bottom is below the baseline (the descent), to sit on the text's line. */
  descent: '-0.408em',
} as const;
