import { selectProductMap, stockLeft, type CatalogState } from '@/features/catalog';
import type { CartLine, CartState } from './cartSlice';

/**
 * The cart's lines held to their sizes' stock, or null when none holds more than is left. A line of
 * a size sold out since is kept as it is (it stays, marked 'Sold out'), as is one whose product is
 * not at hand.
 */
export function heldToStock(state: { cart: CartState; catalog: CatalogState }): CartLine[] | null {
  const products = selectProductMap(state);
  let over = false;
  const lines = state.cart.lines.map((line) => {
    const product = products.get(line.id);
    const left = product ? stockLeft(product, line.size) : Infinity;
    if (left <= 0 || line.quantity <= left) return line;
    over = true;
    return { ...line, quantity: left };
  });
  return over ? lines : null;
}
