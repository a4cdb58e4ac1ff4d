export type { ShippingFormValues, PaymentFormValues } from './buildOrder';
export { EMPTY_PAYMENT, paymentSummaryFor, orderItemFor, buildOrder } from './buildOrder';
export { SHIPPING_RULES, ADDRESS_RULES, paymentRules } from './formRules';
export { codRefusals } from './codRules';
export {
  newAddressId,
  newAddressValues,
  savedAddressFromShipping,
  shippingFromProfile,
  shippingStart,
} from './addressBook';
export { checkoutSlice, checkoutLeft, selectPlacedOrderId, selectPlacingOrder } from './checkoutSlice';
export { placeOrder } from './placeOrder';
export { CheckoutProgress } from './components/CheckoutProgress';
export type { CheckoutStep } from './components/CheckoutProgress';
export { ShippingForm, type ShippingChoice } from './components/ShippingForm';
export { AddressBook, type AddressBookEditing } from './components/AddressBook';
export { PaymentForm } from './components/PaymentForm';
export { OrderReview } from './components/OrderReview';
