import type { Product } from '@/features/catalog';
import { CATEGORY_SLUGS } from '@/shared/lib/constants';
import { pageHead, type PageHead } from './pageHead';
import { structuredData, type StructuredData } from './structuredData';

/**
 * The heads of the listing pages (the categories and the sale): their descriptions and ItemLists
 * are worked out from the whole catalogue, which the browser never holds. The build writes them
 * into a data file (scripts/catalogue.ts) that applyHead.ts reads after client-side navigation.
 */
export type ListingHeads = Record<string, { head: PageHead; data: StructuredData[] }>;

export const LISTING_PATHS: readonly string[] = [
  ...Object.values(CATEGORY_SLUGS).map((slug) => `/${slug}`),
  '/sale',
];

/** The listing pages' heads, from the whole catalogue (at build time). */
export function listingHeads(catalog: readonly Product[]): ListingHeads {
  return Object.fromEntries(
    LISTING_PATHS.map((path) => [
      path,
      { head: pageHead(path, catalog), data: structuredData(path, catalog) },
    ]),
  );
}
