export type {
  Order,
  OrderItem,
  OrderStatus,
  OrdersState,
  ShippingAddress,
  PaymentSummary,
} from './ordersSlice';
export { ordersSlice, orderPlaced } from './ordersSlice';
export * from './selectors';
