export type { CartLine, CartState } from './cartSlice';
export { cartSlice, itemAdded, quantityChanged, itemRemoved, cleared } from './cartSlice';
export { taxFor } from './pricing';
export * from './selectors';
