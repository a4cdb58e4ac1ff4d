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
export { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from './indianStates';
export {
  formatCardNumber,
  formatExpiry,
  formatCvv,
  lastFour,
  CARD_NUMBER_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  CVV_MAX_LENGTH,
} from './paymentFormat';
export type { ShippingFormValues, PaymentFormValues, OrderLine, BuildOrderInput } from './checkout';
export {
  EMPTY_PAYMENT,
  PAYMENT_METHOD_LABELS,
  shippingFromProfile,
  paymentSummaryFor,
  describePayment,
  nextOrderId,
  orderItemFor,
  buildOrder,
  itemCountOf,
} from './checkout';
