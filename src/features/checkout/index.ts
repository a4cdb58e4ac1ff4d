export type { ShippingFormValues, PaymentFormValues, OrderLine, BuildOrderInput } from './buildOrder';
export {
  EMPTY_PAYMENT,
  shippingFromProfile,
  paymentSummaryFor,
  orderItemFor,
  buildOrder,
} from './buildOrder';
export type { CheckoutState } from './checkoutSlice';
export { checkoutSlice, checkoutLeft, selectPlacedOrderId, selectPlacingOrder } from './checkoutSlice';
export type { PlaceOrderInput, PlaceOrderResult } from './placeOrder';
export { placeOrder } from './placeOrder';
export { shippingResolver, paymentResolver, SHIPPING_RULES, paymentRules } from './formRules';
export { CheckoutProgress, CHECKOUT_STEPS } from './components/CheckoutProgress';
export type { CheckoutProgressProps, CheckoutStep } from './components/CheckoutProgress';
export { ShippingForm } from './components/ShippingForm';
export type { ShippingFormProps } from './components/ShippingForm';
export { PaymentForm } from './components/PaymentForm';
export type { PaymentFormProps } from './components/PaymentForm';
export { OrderReview } from './components/OrderReview';
export type { OrderReviewProps } from './components/OrderReview';
