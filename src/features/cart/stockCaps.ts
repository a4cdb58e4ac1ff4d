import type { CatalogState } from '@/features/catalog';
import type { StartListening } from '@/shared/lib/effectsMiddleware';
import { linesReplaced, type CartState } from './cartSlice';
import { heldToStock } from './heldToStock';

/**
 * No cart line exceeds its size's stock, however it got there: an Undo, a guest cart merged at
 * sign-in, another tab's cart, a cart read back from storage, or products (their stock) arriving
 * after the lines. After any change to a cart's lines or the products at hand, a line over its
 * stock is cut to what is left (heldToStock.ts), and the line says 'Only {n} left in size {size}'.
 */
export function startStockCaps(
  startListening: StartListening<{ cart: CartState; catalog: CatalogState }>,
): void {
  startListening({
    predicate: (_action, current, previous) =>
      current.cart.lines.length > 0 &&
      (current.cart.lines !== previous.cart.lines || current.catalog !== previous.catalog),
    effect: (_action, api) => {
      const held = heldToStock(api.getState());
      if (held) api.dispatch(linesReplaced(held));
    },
  });
}
