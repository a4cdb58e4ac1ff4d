/**
 * Devanagari for every device (issue 36): the shop's text is in Latin letters, but a shopper may
 * type 'साड़ी' into the search, and a device without a Devanagari font (many Linux desktops, this
 * project's CI) would show empty boxes. The theme's font stacks start with this face, whose
 * unicode-range is Devanagari's alone, so Latin letters and the rupee sign (which the upstream
 * face also covers) never use it. Its sources are the devices' own Devanagari fonts first
 * (Windows' Nirmala UI, Apple's Kohinoor, Android's and Linux's Noto), then Noto Sans Devanagari,
 * regular and bold, served from public/assets/fonts (SIL Open Font License, OFL.txt beside them):
 * a page without Devanagari never downloads it, and neither does a device with its own font. It
 * comes before system-ui because Chromium on Linux takes system-ui to cover Devanagari with empty
 * boxes. The service worker caches it once used, and does not precache it.
 */
export const DEVANAGARI_FAMILY = 'Rangoli Devanagari';

/** Devanagari, its Vedic extensions and extended block, the joiners, and the dotted circle. */
export const DEVANAGARI_RANGE = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+25CC,U+A8E0-A8FF';

/** The devices' own fonts, by full and PostScript name, regular and bold. */
const INSTALLED = {
  400: [
    'Nirmala UI',
    'NirmalaUI',
    'Kohinoor Devanagari Regular',
    'KohinoorDevanagari-Regular',
    'Noto Sans Devanagari',
    'NotoSansDevanagari-Regular',
  ],
  700: [
    'Nirmala UI Bold',
    'NirmalaUI-Bold',
    'Kohinoor Devanagari Bold',
    'KohinoorDevanagari-Bold',
    'Noto Sans Devanagari Bold',
    'NotoSansDevanagari-Bold',
  ],
};

const face = (weight: 400 | 700) =>
  `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:${INSTALLED[weight].map((name) => `local('${name}')`).join(',')},` +
  `url(/assets/fonts/noto-sans-devanagari-${weight}.woff2) format('woff2');unicode-range:${DEVANAGARI_RANGE}}`;

/** The two faces, for a `<style>` in every page's head. */
export const DEVANAGARI_FONT_FACES = face(400) + face(700);
