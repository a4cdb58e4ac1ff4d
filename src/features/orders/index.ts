export type {
  Order,
  OrderCoupon,
  OrderItem,
  OrdersState,
  ShippingAddress,
  PaymentSummary,
} from './ordersSlice';
export { ordersSlice, orderPlaced } from './ordersSlice';
export * from './selectors';
export { SAMPLE_ORDERS } from './sampleOrders';
export { PAYMENT_METHOD_LABELS, describePayment, itemCountOf } from './orderSummary';
export { OrderItems } from './components/OrderItems';
export { OrderCard } from './components/OrderCard';
