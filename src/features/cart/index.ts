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
export { CartLine } from './components/CartLine';
export { CartSummary } from './components/CartSummary';
export { addToCartRefused, stockLimitReached } from './cartSlice';
export { addToCart, changeQuantity, quickAddToCart } from './addToCart';
export { removeFromCart } from './removeFromCart';
