import { makeStore, toastsOf } from '@/test/app';
import { initialPreferencesState } from '@/features/preferences';

import { checkStockAlerts } from './backInStock';

const withAlerts = (stockAlerts: { productId: number; size: string }[]) =>
  makeStore({ preferences: { ...initialPreferencesState, stockAlerts } });

describe('checkStockAlerts', () => {
  it("tells the shopper a size is back in stock, with 'View', and drops that alert", () => {
    // Product 2 is in stock in M (a new catalogue); product 1 XL is still sold out.
    const store = withAlerts([
      { productId: 2, size: 'M' },
      { productId: 1, size: 'XL' },
    ]);
    store.dispatch(checkStockAlerts());
    expect(store.getState().preferences.stockAlerts).toEqual([{ productId: 1, size: 'XL' }]);
    const [toast] = toastsOf(store).getSnapshot();
    expect(toast).toMatchObject({
      message: 'Banarasi Silk Saree with Blouse Piece in M is back in stock',
      tone: 'success',
      action: { label: 'View', href: '/product/2' },
    });
  });

  it('keeps alerts of sizes still sold out, of sizes no longer offered and of products no longer sold', () => {
    const alerts = [
      { productId: 1, size: 'XL' },
      { productId: 12, size: 'XXL' },
      { productId: 9999, size: 'M' },
    ];
    const store = withAlerts(alerts);
    store.dispatch(checkStockAlerts());
    expect(store.getState().preferences.stockAlerts).toEqual(alerts);
    expect(toastsOf(store).getSnapshot()).toEqual([]);
  });
});
