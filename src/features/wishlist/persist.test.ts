import { bundledSource, PRODUCTS } from '@/features/catalog';
import { restoreShape } from '@/shared/lib/persistedShape';
import { wishlistShape as wishlistShapeOver } from './persist';

const wishlistShape = wishlistShapeOver(bundledSource(PRODUCTS));

const restore = (stored: unknown) => restoreShape(wishlistShape, stored, 2);
const priceOf = (id: number) => PRODUCTS.find((p) => p.id === id)!.price;

describe("the wishlist's stored shape", () => {
  it('keeps known product ids, each once, in the order saved, with the price each was saved at', () => {
    expect(
      restore({
        ids: [5, 999, 1, 5, '7', 70],
        savedPrices: { 5: 4000, 1: 3000, 70: priceOf(70), 999: 10 },
        _persist: { version: 2 },
      }),
    ).toEqual({ ids: [5, 1, 70], savedPrices: { 5: 4000, 1: 3000, 70: priceOf(70) } });
  });

  it("keeps a saved product whose price is missing or out of shape at today's price (no false price drop)", () => {
    expect(
      restore({ ids: [1, 2, 3], savedPrices: { 1: -5, 2: '2999', 3: 1.5 }, _persist: { version: 2 } }),
    ).toEqual({ ids: [1, 2, 3], savedPrices: { 1: priceOf(1), 2: priceOf(2), 3: priceOf(3) } });
    expect(restore({ ids: [4], savedPrices: 'x', _persist: { version: 2 } })).toEqual({
      ids: [4],
      savedPrices: { 4: priceOf(4) },
    });
  });

  it("migrates version 1, which kept the ids alone: each gets today's price", () => {
    expect(restore({ ids: [3, 9, 999], _persist: { version: 1 } })).toEqual({
      ids: [3, 9],
      savedPrices: { 3: priceOf(3), 9: priceOf(9) },
    });
  });

  it('migrates version 0, which kept whole products as items', () => {
    expect(restore({ items: [{ id: 3, name: 'Dress' }, { id: 'x' }] })).toEqual({
      ids: [3],
      savedPrices: { 3: priceOf(3) },
    });
  });

  it('drops a product whose price cannot be known (not in the catalogue), keeping the others', () => {
    expect(restore({ ids: [2, 999], savedPrices: {}, _persist: { version: 2 } })).toEqual({
      ids: [2],
      savedPrices: { 2: priceOf(2) },
    });
  });

  it('drops a newer version', () => {
    expect(restore({ ids: [3], savedPrices: { 3: 100 }, _persist: { version: 3 } })).toBeUndefined();
  });
});
