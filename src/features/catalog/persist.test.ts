import { offersSize, priceToday, productIdSchema } from './persist';
import { PRODUCTS } from './products';

const shirt = PRODUCTS.find((p) => p.size.includes('M'))!;
const unknownId = Math.max(...PRODUCTS.map((p) => p.id)) + 1;

describe('what the catalogue lends the stored shapes', () => {
  it('knows the ids of its products only', () => {
    expect(productIdSchema.safeParse(shirt.id).success).toBe(true);
    expect(productIdSchema.safeParse(unknownId).success).toBe(false);
    expect(productIdSchema.safeParse(1.5).success).toBe(false);
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
});
