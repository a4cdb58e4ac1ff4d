import { makeStore } from '@/test/app';
import { PRODUCTS } from '@/features/catalog';
import { selectPricedCartLines } from '@/features/cart';
import { selectCouponContext } from './selectors';

const [lipstick, serum] = PRODUCTS.filter((p) => p.category === 'Beauty');
const kurta = PRODUCTS.find((p) => p.category === 'Women')!;

describe('selectCouponContext', () => {
  it("adds up the Beauty lines' totals and pieces, and only theirs", () => {
    const store = makeStore({
      cart: {
        lines: [
          { id: lipstick!.id, size: lipstick!.size[0]!, quantity: 2 },
          { id: kurta.id, size: kurta.size[0]!, quantity: 1 },
          { id: serum!.id, size: serum!.size[0]!, quantity: 3 },
        ],
      },
    });
    const context = selectCouponContext(store.getState());
    expect(context.beautySubtotal).toBe(lipstick!.price * 2 + serum!.price * 3);
    expect(context.beautyItems).toBe(5);
    expect(context.subtotal).toBe(lipstick!.price * 2 + kurta.price + serum!.price * 3);
  });
});

describe('selectPricedCartLines', () => {
  it('leaves out a stored line whose quantity is 0, negative or not whole', () => {
    const store = makeStore({
      cart: {
        lines: [
          { id: kurta.id, size: kurta.size[0]!, quantity: 0 },
          { id: kurta.id, size: kurta.size[1] ?? 'L', quantity: -1 },
          { id: lipstick!.id, size: lipstick!.size[0]!, quantity: 1.5 },
          { id: serum!.id, size: serum!.size[0]!, quantity: 1 },
        ],
      },
    });
    expect(selectPricedCartLines(store.getState()).map((line) => line.product.id)).toEqual([serum!.id]);
  });
});
