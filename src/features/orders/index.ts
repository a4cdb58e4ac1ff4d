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
  itemTotalOf,
} from './checkout';
export { shippingResolver, paymentResolver, SHIPPING_RULES, paymentRules } from './formRules';
export { StatusBadge, statusLabel } from './components/StatusBadge';
export type { StatusBadgeProps } from './components/StatusBadge';
export { OrderTimeline } from './components/OrderTimeline';
export type { OrderTimelineProps } from './components/OrderTimeline';
export { OrderItems } from './components/OrderItems';
export type { OrderItemsProps } from './components/OrderItems';
export { OrderCard } from './components/OrderCard';
export type { OrderCardProps } from './components/OrderCard';
export { CheckoutProgress, CHECKOUT_STEPS } from './components/CheckoutProgress';
export type { CheckoutProgressProps, CheckoutStep } from './components/CheckoutProgress';
export { ShippingForm } from './components/ShippingForm';
export type { ShippingFormProps } from './components/ShippingForm';
export { PaymentForm } from './components/PaymentForm';
export type { PaymentFormProps } from './components/PaymentForm';
export { OrderReview } from './components/OrderReview';
export type { OrderReviewProps } from './components/OrderReview';
