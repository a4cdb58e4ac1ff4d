/** A stored cart line (id, size, quantity); `CartLine` below is the component that shows one. */
export type { CartLine as StoredCartLine, CartState } from './cartSlice';
export {
  cartSlice,
  itemAdded,
  quantityChanged,
  itemRemoved,
  lineRestored,
  couponApplied,
  couponRemoved,
  couponDropped,
} from './cartSlice';
export * from './selectors';
export { selectCartCount } from './cartCount';
export { CartLine } from './components/CartLine';
export { CartSummary } from './components/CartSummary';
export { addToCartRefused, stockLimitReached } from './cartSlice';
export { addToCart, changeQuantity, quickAddToCart } from './addToCart';
export { removeFromCart } from './removeFromCart';
export { startStockCaps } from './stockCaps';
export { heldToStock } from './heldToStock';
export { changeLineSize } from './changeLineSize';
export { selectCountedItemCount, selectHasSoldOutLines } from './soldOut';
export { selectLineSizeChoices } from './lineSizes';
