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
export { SAMPLE_ORDERS } from './sampleOrders';
export {
  PAYMENT_METHOD_LABELS,
  describePayment,
  nextOrderId,
  itemCountOf,
  itemTotalOf,
} from './orderSummary';
export { StatusBadge, statusLabel } from './components/StatusBadge';
export type { StatusBadgeProps } from './components/StatusBadge';
export { OrderTimeline } from './components/OrderTimeline';
export type { OrderTimelineProps } from './components/OrderTimeline';
export { OrderItems } from './components/OrderItems';
export type { OrderItemsProps } from './components/OrderItems';
export { OrderCard } from './components/OrderCard';
export type { OrderCardProps } from './components/OrderCard';
