import { bundledSource, PRODUCTS } from '@/features/catalog';
import { restoreShape } from '@/shared/lib/persistedShape';
import { cartShape as cartShapeOver } from './persist';

const cartShape = cartShapeOver(bundledSource(PRODUCTS));

const current = { _persist: { version: 1, rehydrated: true } };
const restore = (stored: unknown) => restoreShape(cartShape, stored, 1);

describe("the cart's stored shape", () => {
  it('keeps valid lines, and drops unknown products, sizes not offered and bad quantities one by one', () => {
    expect(
      restore({
        ...current,
        lines: [
          { id: 1, size: 'M', quantity: 2 },
          { id: 999, size: 'M', quantity: 1 },
          { id: 1, size: 'XXL', quantity: 1 },
          { id: 2, size: 'L', quantity: 0 },
          { id: 56, size: 'One Size', quantity: '3' },
        ],
      }),
    ).toEqual({
      lines: [
        { id: 1, size: 'M', quantity: 2 },
        { id: 56, size: 'One Size', quantity: 3 },
      ],
    });
  });

  it('merges lines of the same product and size, within the cap of 99', () => {
    expect(
      restore({
        ...current,
        lines: [
          { id: 1, size: 'M', quantity: 60 },
          { id: 1, size: 'M', quantity: 60 },
        ],
      }),
    ).toEqual({ lines: [{ id: 1, size: 'M', quantity: 99 }] });
  });

  it('keeps another size of the same product, or another product in the same size, as lines of their own', () => {
    const lines = [
      { id: 1, size: 'M', quantity: 2 },
      { id: 1, size: 'L', quantity: 3 },
      { id: 2, size: 'M', quantity: 4 },
    ];
    expect(restore({ ...current, lines })).toEqual({ lines });
  });

  it('keeps the applied coupon as an upper-case code, and drops only a code out of shape', () => {
    const lines = [{ id: 1, size: 'M', quantity: 2 }];
    expect(restore({ ...current, lines, coupon: 'RANGOLI10' })).toEqual({ lines, coupon: 'RANGOLI10' });
    expect(restore({ ...current, lines, coupon: ' rangoli10 ' })).toEqual({ lines, coupon: 'RANGOLI10' });
    for (const coupon of ['', 'NO SPACES', '<script>', 42, { code: 'X' }, 'A'.repeat(21)]) {
      expect(restore({ ...current, lines, coupon })).toEqual({ lines });
    }
  });

  it('migrates version 0, which kept whole products as items', () => {
    expect(restore({ items: [{ id: 1, name: 'Kurta', price: 1, size: 'S', quantity: 1 }] })).toEqual({
      lines: [{ id: 1, size: 'S', quantity: 1 }],
    });
  });
});
