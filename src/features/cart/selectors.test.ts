import { makeStore, type RootState } from '@/test/app';
import { PRODUCTS } from '@/features/catalog';
import type { CartLine } from './cartSlice';
import { selectCartSubtotal, selectIsCartEmpty, selectPricedCartLines, selectRoomInLine } from './selectors';
import { selectCartCount } from './cartCount';

const product = (id: number) => {
  const p = PRODUCTS.find((x) => x.id === id);
  if (!p) throw new Error(`no product ${id}`);
  return p;
};

const stateWith = (lines: CartLine[]): RootState => makeStore({ cart: { lines } }).getState();

describe('cart selectors', () => {
  const lines: CartLine[] = [
    { id: 1, size: 'M', quantity: 2 }, // 2499 × 2
    { id: 7, size: 'S', quantity: 1 }, // 599
    { id: 1, size: 'L', quantity: 1 }, // 2499
  ];

  it('counts the total quantity, not the number of lines', () => {
    expect(selectCartCount(stateWith(lines))).toBe(4);
    expect(selectCartCount(stateWith([]))).toBe(0);
  });

  it('adds up the subtotal from catalogue prices', () => {
    expect(product(1).price).toBe(2499);
    expect(product(7).price).toBe(599);
    expect(selectCartSubtotal(stateWith(lines))).toBe(2499 * 2 + 599 + 2499);
  });

  it('joins lines with their catalogue product and line total', () => {
    const [first] = selectPricedCartLines(stateWith(lines));
    expect(first).toEqual({
      product: product(1),
      size: 'M',
      quantity: 2,
      lineTotal: 4998,
      left: null,
      soldOut: false,
    });
  });

  it('always takes prices from the catalogue, even when a stored line carries one', () => {
    const tampered = [{ id: 1, size: 'M', quantity: 1, price: 1, originalPrice: 2 }] as unknown as CartLine[];
    const state = stateWith(tampered);
    expect(selectPricedCartLines(state)[0]?.product.price).toBe(2499);
    expect(selectCartSubtotal(state)).toBe(2499);
  });

  it('leaves out lines whose product is gone or whose quantity is not a whole positive number', () => {
    const state = stateWith([
      { id: 9999, size: 'M', quantity: 1 },
      { id: 1, size: 'M', quantity: Number.NaN },
      { id: 1, size: 'L', quantity: -2 },
      { id: 1, size: 'S', quantity: '2' as unknown as number },
      { id: 7, size: 'S', quantity: 1 },
    ]);
    expect(selectPricedCartLines(state).map((l) => l.product.id)).toEqual([7]);
    expect(selectCartCount(state)).toBe(1);
    expect(selectCartSubtotal(state)).toBe(599);
  });

  it('knows when the cart is empty', () => {
    expect(selectIsCartEmpty(stateWith([]))).toBe(true);
    expect(selectIsCartEmpty(stateWith([{ id: 9999, size: 'M', quantity: 1 }]))).toBe(true);
    expect(selectIsCartEmpty(stateWith(lines))).toBe(false);
  });

  it('is memoized: the same state gives the same lines array', () => {
    const state = stateWith(lines);
    expect(selectPricedCartLines(state)).toBe(selectPricedCartLines(state));
  });
});

describe("selectRoomInLine: what the product page's stepper may still add", () => {
  it('is a whole line without a size, the cap less the line, or what is left of a low size', () => {
    const state = stateWith([
      { id: 1, size: 'M', quantity: 97 },
      { id: 1, size: 'L', quantity: 1 },
    ]);
    expect(selectRoomInLine(state, 1, null)).toBe(99);
    expect(selectRoomInLine(state, 1, 'M')).toBe(2);
    expect(selectRoomInLine(state, 1, 'L')).toBe(1);
    expect(selectRoomInLine(state, 1, 'XL')).toBe(0);
    // A product the catalogue does not know: only the cap holds.
    expect(selectRoomInLine(state, 9999, 'M')).toBe(99);
  });
});
