import { PRODUCTS } from '@/features/catalog';
import { listingHeads } from './listingHeads';
import { LISTING_PATHS } from './listingPaths';
import { withEdition } from '@/shared/i18n/withEdition';
import { pageHead } from './pageHead';
import { structuredData } from './structuredData';

describe('the listing pages’ heads (the build writes them for client-side navigation)', () => {
  it('are the heads of the categories and the sale, as their prerendered pages have them', () => {
    expect(LISTING_PATHS).toEqual(['/women', '/men', '/kids', '/beauty', '/sale']);
    const heads = listingHeads(PRODUCTS);
    for (const path of LISTING_PATHS) {
      expect(heads[path]).toEqual({ head: pageHead(path, PRODUCTS), data: structuredData(path, PRODUCTS) });
    }
    expect(JSON.parse(JSON.stringify(heads))).toEqual(heads);
  });

  it('hold the Hindi listings too, in Hindi, as their prerendered pages have them', () => {
    const heads = listingHeads(PRODUCTS);
    expect(Object.keys(heads)).toEqual([...LISTING_PATHS, ...LISTING_PATHS.map((path) => `/hi${path}`)]);
    for (const path of LISTING_PATHS.map((path) => `/hi${path}`)) {
      expect(heads[path]).toEqual(
        withEdition('hi', () => ({ head: pageHead(path, PRODUCTS), data: structuredData(path, PRODUCTS) })),
      );
      expect(heads[path]!.head.title).toMatch(/[\u0900-\u097F]/);
    }
  });
});
