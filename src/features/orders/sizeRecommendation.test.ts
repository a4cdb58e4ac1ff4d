import { makeStore } from '@/test/app';
import { SAMPLE_PROFILE, signedIn } from '@/features/auth';
import { PRODUCTS, productsLoaded, type Product } from '@/features/catalog';
import { FIXED_NOW, REFUND_REQUEST } from './fixtures';
import { returnRequested } from './ordersSlice';
import {
  selectSizeHistory,
  selectSizeHistoryProductIds,
  selectSizeRecommendation,
} from './sizeRecommendation';

const product = (id: number): Product => PRODUCTS.find((p) => p.id === id)!;
/** Libas Cotton Straight Kurta with Palazzo: women's tops, like the delivered sample kurta. */
const KURTA = product(4);

const priya = () => {
  const store = makeStore();
  store.dispatch(signedIn({ user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true }));
  return store;
};

describe('the size recommended from the orders', () => {
  it('is nothing for a guest (no orders) and for a product of a kind she never had', () => {
    expect(selectSizeHistory(makeStore().getState(), FIXED_NOW)).toEqual([]);
    expect(selectSizeRecommendation(makeStore().getState(), FIXED_NOW, KURTA)).toBeNull();
    expect(selectSizeRecommendation(priya().getState(), FIXED_NOW, product(22))).toBeNull();
  });

  it("comes from the sample profile's delivered kurta: M, kept", () => {
    const state = priya().getState();
    expect(selectSizeHistory(state, FIXED_NOW)).toEqual([
      expect.objectContaining({ orderId: 'ORD-001', productId: 1, size: 'M', outcome: 'kept' }),
    ]);
    expect(selectSizeHistoryProductIds(state, FIXED_NOW)).toEqual([1, 56]);
    expect(selectSizeRecommendation(state, FIXED_NOW, KURTA)).toMatchObject({
      size: 'M',
      soldOut: false,
      reason: { outcome: 'kept', size: 'M', productName: 'Chanderi Silk Anarkali Kurta' },
    });
  });

  it('moves to L once the kurta is asked back as too small', () => {
    const store = priya();
    store.dispatch(returnRequested({ id: 'ORD-001', returnRequest: REFUND_REQUEST }));
    expect(selectSizeRecommendation(store.getState(), FIXED_NOW, KURTA)).toMatchObject({
      size: 'L',
      reason: { outcome: 'tooSmall', size: 'M' },
    });
  });

  it('is memoized: the same answer while the orders, products and product stay', () => {
    const store = priya();
    const first = selectSizeRecommendation(store.getState(), FIXED_NOW, KURTA);
    expect(selectSizeRecommendation(store.getState(), FIXED_NOW, KURTA)).toBe(first);
    expect(selectSizeHistory(store.getState(), FIXED_NOW)).toBe(
      selectSizeHistory(store.getState(), FIXED_NOW),
    );
    expect(selectSizeHistoryProductIds(store.getState(), FIXED_NOW)).toBe(
      selectSizeHistoryProductIds(store.getState(), FIXED_NOW),
    );
  });

  it("needs the kurta's product: without it in the store, there is no history", () => {
    const store = makeStore({ catalog: { ...makeStore().getState().catalog, products: [KURTA] } });
    store.dispatch(signedIn({ user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true }));
    expect(selectSizeHistory(store.getState(), FIXED_NOW)).toEqual([]);
    store.dispatch(productsLoaded([product(1)]));
    expect(selectSizeRecommendation(store.getState(), FIXED_NOW, KURTA)?.size).toBe('M');
  });
});
