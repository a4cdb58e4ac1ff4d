export type {
  Order,
  OrderCoupon,
  OrderItem,
  OrdersState,
  ShippingAddress,
  PaymentSummary,
} from './ordersSlice';
export { ordersSlice, orderPlaced, orderCancelled, returnRequested } from './ordersSlice';
export * from './selectors';
export { sampleOrders } from './sampleOrders';
export { cancelOrder, requestReturn } from './afterSales';
export { PAYMENT_METHOD_LABELS, describePayment, itemCountOf, orderBreakdown } from './orderSummary';
export { OrderItems } from './components/OrderItems';
export { OrderAddress } from './components/OrderAddress';
export { OrderCard } from './components/OrderCard';
export { OrderDetails } from './components/OrderDetails';
export { useAfterSales } from './useAfterSales';
export { recommendSize } from './recommendSize';
export { SizeRecommendationNote } from './components/SizeRecommendationNote';
