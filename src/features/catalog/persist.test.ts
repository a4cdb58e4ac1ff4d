import { catalogRules } from './persist';
import { bundledSource } from './productSource';
import { PRODUCTS } from './products';

const shirt = PRODUCTS.find((p) => p.size.includes('M'))!;
const unknownId = Math.max(...PRODUCTS.map((p) => p.id)) + 1;
const { productId, offersSize, priceToday } = catalogRules(bundledSource(PRODUCTS));

describe('what the catalogue lends the stored shapes', () => {
  it('knows the ids of its products only', () => {
    expect(productId.safeParse(shirt.id).success).toBe(true);
    expect(productId.safeParse(unknownId).success).toBe(false);
    expect(productId.safeParse(1.5).success).toBe(false);
  });

  it('offers a product in its own sizes only, and an unknown product in none', () => {
    expect(offersSize(shirt.id, 'M')).toBe(true);
    expect(offersSize(shirt.id, 'Huge')).toBe(false);
    expect(offersSize(unknownId, 'M')).toBe(false);
  });

  it("gives a product's price today, and none for an unknown product", () => {
    expect(priceToday(shirt.id)).toBe(shirt.price);
    expect(priceToday(unknownId)).toBeUndefined();
  });

  it('gives a product not at hand yet, and not known to be absent, the benefit of the doubt', () => {
    const loading = catalogRules({ peek: () => undefined, isAbsent: (id) => id === unknownId });
    expect(loading.productId.safeParse(shirt.id).success).toBe(true);
    expect(loading.offersSize(shirt.id, 'Huge')).toBe(true);
    expect(loading.offersSize(unknownId, 'M')).toBe(false);
    expect(loading.priceToday(shirt.id)).toBeUndefined();
  });
});
