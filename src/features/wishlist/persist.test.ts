import { restoreShape } from '@/shared/lib/persistedShape';
import { wishlistShape } from './persist';

const restore = (stored: unknown) => restoreShape(wishlistShape, stored, 1);

describe("the wishlist's stored shape", () => {
  it('keeps known product ids, each once, in the order saved', () => {
    expect(restore({ ids: [5, 999, 1, 5, '7', 70], _persist: { version: 1 } })).toEqual({ ids: [5, 1, 70] });
  });

  it('migrates version 0, which kept whole products as items', () => {
    expect(restore({ items: [{ id: 3, name: 'Dress' }, { id: 'x' }] })).toEqual({ ids: [3] });
  });
});
