import type { Product } from '@/features/catalog';
import { editionPath, type Edition } from '@/shared/i18n';
import { withEdition } from '@/shared/i18n/withEdition';
import { LISTING_PATHS, type ListingHeads } from './listingPaths';
import { pageHead } from './pageHead';
import { structuredData } from './structuredData';

// scripts/catalog.ts types the file it writes by this module.
export type { ListingHeads } from './listingPaths';

const EDITIONS: readonly Edition[] = ['en', 'hi'];

/**
 * The listing pages' heads in both editions, from the whole catalogue (at build time, in Node: the
 * Hindi heads are written with the Hindi words, which no browser chunk of the head carries).
 */
export function listingHeads(catalog: readonly Product[]): ListingHeads {
  return Object.fromEntries(
    EDITIONS.flatMap((edition) =>
      withEdition(edition, () =>
        LISTING_PATHS.map((path) => {
          const address = editionPath(path, edition);
          return [address, { head: pageHead(address, catalog), data: structuredData(address, catalog) }];
        }),
      ),
    ),
  );
}
