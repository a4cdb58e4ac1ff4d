import { CATEGORIES, CATEGORY_SLUGS } from '@/shared/lib/constants';

/** The shop's main navigation: the four categories, then Sale (desktop bar and phone menu). */
export const NAV = [
  ...CATEGORIES.map((c) => ({ label: c, to: `/${CATEGORY_SLUGS[c]}` })),
  { label: 'Sale', to: '/sale' },
];
