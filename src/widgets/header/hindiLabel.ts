/**
 * The word 'हिन्दी' as outlines, for the language switch on English pages (issue 36).
 *
 * Drawn, not typed: a device without a Devanagari font of its own (many Linux desktops, this
 * project's CI) would otherwise download the shop's Devanagari face on every English page for this
 * one word, and swap it in as the page settles (a layout shift). Written as a path, the word costs
 * no font and never moves; the link's accessible name is the word itself (aria-label, lang="hi").
 *
 * Made once from public/assets/fonts/noto-sans-devanagari-400.woff2 (the face the word would be set
 * in), shaped by fontkit 2 (the i-matra before ह, the conjunct न्द) and written by svgo at a quarter of
 * the face's units, whole numbers (250 to the em: a step is 0.06 px at 16 px, and the outline is a
 * quarter smaller than at 1,000). The box is the face's line: ascent 896, descent 408 (224 and 102
 * here), so the word sits on the text's baseline and scales with the font size.
 */
export const HINDI_LABEL = {
  /** The outline, in quarter font units, y down, the baseline at 0. */
  d: 'm22-154-7-14q-2-7-2-15 0-19 14-30t38-11 44 8 37 24 29 38h-21q-10-16-23-28-14-12-30-18-15-6-32-6t-26 7-9 20q0 8 2 14l6 11Zm21 16V0H22v-138H0v-17h68v17Zm59 81q-9-7-15-15-5-7-5-16 0-14 10-21 9-7 29-7h34v-22H65v-17h136v17h-26v40h-52q-11 0-16 3t-5 10q0 5 3 9l8 8Zm46 41q9-4 13-9 5-5 5-11 0-9-7-14-6-5-21-5-18 0-27 7t-9 20q0 10 7 17 7 8 20 15l32 15-10 17q-20-8-35-17-16-9-25-21-9-11-9-27 0-15 8-25 7-10 20-14 12-5 28-5 17 0 28 5 10 5 15 13 5 9 5 19t-5 19-19 16Zm88-31q-5 0-10-3t-9-8-7-11-3-10 3-10q4-3 12-3h75v18h-48v13q0 7-4 11-3 3-9 3m-38-91v-17h91v17ZM378 16l-9-21-7-19-3-9-2-8-1-8q0-7 4-11 5-4 13-4 9 0 15 6t6 13-4 12q-4 6-12 9l-4 1-12 3-14 1-22-2q-10-3-19-9t-14-16-5-23q0-22 16-34 15-11 46-11h17l-4 9v-33h-88v-17h135v17h-26v42h-31q-22 0-34 7-11 7-11 21 0 15 11 23t29 8l9-1q5 0 11-3l11 13 8 17 10 19Zm-17-170q-4-8-6-17l-2-17q0-16 9-26 10-10 28-10 17 0 28 8t18 24 13 38h-19q-6-26-15-39t-22-13q-10 0-15 6t-5 16l2 15 6 15Zm89 16V0h-20v-138h-22v-17h68v17Z',
  /** viewBox: x, y (the ascent above the baseline), advance width, ascent + descent. */
  viewBox: '0 -224 472.25 326',
  /** The box in ems: the advance and the line. */
  width: '1.889em',
  height: '1.304em',
  /** How far the box's bottom is below the baseline (the descent), to sit on the text's line. */
  descent: '-0.408em',
} as const;
