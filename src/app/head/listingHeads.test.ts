import { PRODUCTS } from '@/features/catalog';
import { LISTING_PATHS, listingHeads } from './listingHeads';
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
});
