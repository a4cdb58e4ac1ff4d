import { repeatedCatalog } from '@/test/catalogs';
import { PRODUCTS } from './products';
import { relatedIds, summarize, summaryIds } from './summary';

describe('the catalogue summary', () => {
  const summary = summarize(PRODUCTS);

  it('names what the first screens show', () => {
    expect(summary.count).toBe(70);
    expect(summary.maxId).toBe(70);
    expect(summary.featured).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(summary.trending).toEqual(
      PRODUCTS.filter((p) => p.rating >= 4.5)
        .slice(0, 8)
        .map((p) => p.id),
    );
    expect(summary.related).toEqual({
      Women: [1, 2, 3, 4, 5],
      Men: [21, 22, 23, 24, 25],
      Kids: [36, 37, 38, 39, 40],
      Beauty: [56, 57, 58, 59, 60],
    });
  });

  it("the sale: its biggest discount, and the picture of the first product with it (the banner's)", () => {
    const max = Math.max(...PRODUCTS.map((p) => p.discount));
    expect(summary.sale.maxDiscount).toBe(max);
    expect(summary.sale.image).toBe(PRODUCTS.find((p) => p.discount === max)!.image);
    expect(summarize(PRODUCTS.filter((p) => p.discount === 0)).sale).toEqual({ maxDiscount: 0, image: null });
  });

  it('related: the first of the category, the product itself left out', () => {
    expect(relatedIds(summary, PRODUCTS[21]!)).toEqual([21, 23, 24, 25]);
    expect(relatedIds(summary, PRODUCTS[29]!)).toEqual([21, 22, 23, 24]);
  });

  it('names few products whatever the size of the catalogue (what the manifest carries)', () => {
    expect(summaryIds(summary).length).toBeLessThanOrEqual(8 + 8 + 4 * 5);
    const large = summarize(repeatedCatalog(20_000));
    expect(large.count).toBe(20_000);
    expect(summaryIds(large).length).toBeLessThanOrEqual(36);
  });
});
