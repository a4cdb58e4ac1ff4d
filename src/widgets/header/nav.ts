import { word } from '@/shared/i18n';
import { CATEGORIES, CATEGORY_SLUGS } from '@/shared/lib/constants';

/** The shop's main navigation: the four categories, then Sale (desktop bar and phone menu); t(label) shows one. */
export const NAV = [
  ...CATEGORIES.map((c) => ({ label: c, to: `/${CATEGORY_SLUGS[c]}` })),
  { label: word('Sale'), to: '/sale' },
];
