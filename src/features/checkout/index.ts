export type { ShippingFormValues, PaymentFormValues } from './buildOrder';
export {
  EMPTY_PAYMENT,
  shippingFromProfile,
  paymentSummaryFor,
  orderItemFor,
  buildOrder,
} from './buildOrder';
export { SHIPPING_RULES, paymentRules } from './formRules';
export { checkoutSlice, checkoutLeft, selectPlacedOrderId, selectPlacingOrder } from './checkoutSlice';
export { placeOrder } from './placeOrder';
export { CheckoutProgress } from './components/CheckoutProgress';
export type { CheckoutStep } from './components/CheckoutProgress';
export { ShippingForm } from './components/ShippingForm';
export { PaymentForm } from './components/PaymentForm';
export { OrderReview } from './components/OrderReview';
