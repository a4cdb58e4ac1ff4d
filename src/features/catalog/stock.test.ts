import { PRODUCTS } from './products';
import {
  buyableSizes,
  firstBuyableSize,
  isOutOfStock,
  isSoldOut,
  lowStock,
  soldOutSizes,
  stockLeft,
} from './stock';
import type { Product } from './types';

const product = (id: number): Product => {
  const found = PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

describe('stock per size', () => {
  it('knows the sold-out sizes of the catalogue, and only those', () => {
    const soldOut = PRODUCTS.flatMap((p) => soldOutSizes(p).map((size) => `${p.id} ${size}`));
    expect(soldOut).toEqual(['1 XL', '12 L', '22 38', '27 XXL', '47 10-11Y', '64 50ml']);
  });

  it('knows the low sizes of the catalogue, and only those', () => {
    const low = PRODUCTS.flatMap((p) =>
      p.size.flatMap((size) => (lowStock(p, size) ? [`${p.id} ${size}`] : [])),
    );
    expect(low).toEqual(['1 L', '21 XXL']);
    expect(lowStock(product(1), 'L')).toBe(2);
    expect(lowStock(product(21), 'XXL')).toBe(3);
  });

  it('treats every other size as in stock without limit', () => {
    expect(stockLeft(product(1), 'M')).toBe(Infinity);
    expect(isSoldOut(product(1), 'M')).toBe(false);
    expect(lowStock(product(1), 'M')).toBeNull();
    expect(lowStock(product(1), 'XL')).toBeNull();
    expect(stockLeft(product(2), 'S')).toBe(Infinity);
  });

  it('picks the first size that can be bought', () => {
    expect(firstBuyableSize(product(1))).toBe('S');
    expect(firstBuyableSize({ size: ['S', 'M'], stock: { S: 0 } })).toBe('M');
    expect(firstBuyableSize({ size: ['S', 'M'], stock: { S: 0, M: 0 } })).toBeNull();
  });

  it('calls a product out of stock only when no size can be bought', () => {
    expect(PRODUCTS.filter(isOutOfStock)).toEqual([]);
    expect(isOutOfStock({ size: ['30ml', '50ml'], stock: { '30ml': 0, '50ml': 0 } })).toBe(true);
    expect(isOutOfStock({ size: ['30ml', '50ml'], stock: { '50ml': 0 } })).toBe(false);
  });
});

describe('buyableSizes', () => {
  it('lists the sizes that can be bought, in the product size order, leaving out the sold-out ones', () => {
    expect(buyableSizes({ size: ['S', 'M', 'L', 'XL'], stock: { L: 2, XL: 0 } })).toEqual(['S', 'M', 'L']);
    expect(buyableSizes({ size: ['S', 'M'], stock: { S: 0, M: 0 } })).toEqual([]);
    expect(buyableSizes({ size: ['S', 'M'] })).toEqual(['S', 'M']);
  });
});
