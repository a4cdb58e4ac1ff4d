import { CATEGORY_SLUGS } from '@/shared/lib/constants';
import type { PageHead } from './pageHead';
import type { StructuredData } from './structuredData';

/**
 * The heads of the listing pages (the categories and the sale), both editions', by address
 * ('/women', '/hi/women'): their descriptions and ItemLists are worked out from the whole catalogue,
 * which the browser never holds. The build writes them into a data file (listingHeads.ts,
 * scripts/catalog.ts) that applyHead.ts reads after client-side navigation.
 */
export type ListingHeads = Record<string, { head: PageHead; data: StructuredData[] }>;

/** The listing pages' addresses in the English edition. */
export const LISTING_PATHS: readonly string[] = [
  ...Object.values(CATEGORY_SLUGS).map((slug) => `/${slug}`),
  '/sale',
];
