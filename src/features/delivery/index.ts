export { DELIVERY_DAYS, isValidPincode, lookupPincode } from './pincodes';
export { deliveryDate, formatDeliveryDate } from './deliveryDate';
export { PINCODE_MESSAGES, pincodeTyped } from './deliveryCheck';
export { DeliveryCheck } from './components/DeliveryCheck';
export { DeliveryOptions } from './components/DeliveryOptions.container';
