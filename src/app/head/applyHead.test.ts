import { PRODUCTS } from '@/features/catalog';
import { applyHead } from './applyHead';
import type { ListingHeads } from './listingPaths';
import { pageHead } from './pageHead';
import { structuredData } from './structuredData';

const HEADS: ListingHeads = {
  '/women': { head: pageHead('/women', PRODUCTS), data: structuredData('/women', PRODUCTS) },
};
const jsonLd = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json(HEADS)));
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe("applyHead on a listing (its head from the build's heads file)", () => {
  it('writes the head once: a sort or products arriving on the same listing leave it as it is', async () => {
    await applyHead('/women', [], '/data/heads.json');
    const written = jsonLd();
    expect(canonical()).toBe('https://rangoli.shop/women');
    expect(written).toHaveLength(2);
    await applyHead('/women', PRODUCTS.slice(0, 3), '/data/heads.json');
    expect(jsonLd()).toEqual(written);
    expect(jsonLd().every((script, i) => script === written[i])).toBe(true);
  });

  it('writes it again after another page, or when the head no longer shows it', async () => {
    await applyHead('/women', [], '/data/heads.json');
    await applyHead('/product/1', PRODUCTS, '/data/heads.json');
    expect(canonical()).toBe('https://rangoli.shop/product/1');
    await applyHead('/women', [], '/data/heads.json');
    expect(canonical()).toBe('https://rangoli.shop/women');
    document.head.innerHTML = '';
    await applyHead('/women', [], '/data/heads.json');
    expect(canonical()).toBe('https://rangoli.shop/women');
    expect(jsonLd()).toHaveLength(2);
  });
});
