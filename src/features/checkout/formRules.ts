import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { isValidPincode, lookupPincode, PINCODE_MESSAGES } from '@/features/delivery';
import { translate } from '@/shared/i18n';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { email, isBlank, mobile, required, validate, type Rule } from '@/shared/lib/validation';
import { cardNumber, cvv, expiryDate, PAYMENT_MSG, upiId } from './paymentRules';
import type { AddressFormValues } from './addressBook';
import type { PaymentFormValues, ShippingFormValues } from './buildOrder';

/**
 * A react-hook-form resolver running the shared validation rules (shared/lib/validation):
 * `rulesFor(values)` gives each field's rule (it may depend on other values, e.g. the payment method).
 * The rules speak English (their messages are the keys of the Hindi); the field's message is the
 * page's edition's.
 */
export function rulesResolver<T extends FieldValues & Record<string, string>>(
  rulesFor: (values: T) => Partial<Record<keyof T, Rule>>,
): Resolver<T> {
  return (values) => {
    // validate() lists only the fields that fail, each with its message (never undefined).
    const failing = Object.entries(validate(values, rulesFor(values))) as [string, string][];
    if (failing.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      failing.map(([name, message]) => [name, { type: 'validate', message: translate(message) }]),
    );
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** A pincode (spaces around it ignored): required, then 6 digits not starting with 0 (issue 17). */
export const pincode: Rule = (value) => {
  if (isBlank(value)) return FIELD_MSG.shipping.pincode;
  return isValidPincode(value.trim()) ? undefined : PINCODE_MESSAGES.invalid;
};

/** A pincode to ship to: a valid one, and one we deliver to (the delivery table). */
export const shippingPincode: Rule = (value) =>
  pincode(value) ?? (lookupPincode(value.trim()) ? undefined : PINCODE_MESSAGES.notServed(value.trim()));

/**
 * Checkout shipping: the seven fields are required, with the spec's messages; the email also has
 * the shop's email format ('Please enter a valid email'), as everywhere else, the phone is a
 * 10-digit Indian mobile number (issue 31: the courier calls it), and the pincode is a valid one we
 * deliver to (issue 17). No other format checks.
 */
export const SHIPPING_RULES: Record<keyof ShippingFormValues, Rule> = {
  name: required(FIELD_MSG.shipping.name),
  email,
  phone: mobile(FIELD_MSG.shipping.phone),
  address: required(FIELD_MSG.shipping.address),
  city: required(FIELD_MSG.shipping.city),
  state: required(FIELD_MSG.shipping.state),
  pincode: shippingPincode,
};

/**
 * An address of the address book: the checkout's rules for its fields (there is no email: the same
 * mobile number rule), and a
 * valid pincode, which may be one we do not deliver to yet (the Shipping step stops those). The
 * label is a radio group with one option always chosen.
 */
export const ADDRESS_RULES: Partial<Record<keyof AddressFormValues, Rule>> = {
  name: required(FIELD_MSG.shipping.name),
  phone: mobile(FIELD_MSG.shipping.phone),
  address: required(FIELD_MSG.shipping.address),
  city: required(FIELD_MSG.shipping.city),
  state: required(FIELD_MSG.shipping.state),
  pincode,
};

/**
 * Checkout payment, checked as a real shop checks it (decisions.md): card number 12-19 digits
 * passing the Luhn check, expiry a real month not before `now`'s, CVV exactly 3 digits, the
 * cardholder's name; UPI its id, name@bank; cash on delivery nothing. Each is required first, with
 * the spec's message.
 */
export function paymentRules(
  values: Pick<PaymentFormValues, 'method'>,
  now: Date = new Date(),
): Partial<Record<keyof PaymentFormValues, Rule>> {
  switch (values.method) {
    case 'card':
      return {
        cardNumber,
        expiryDate: expiryDate(now),
        cvv,
        cardName: required(PAYMENT_MSG.cardNameRequired),
      };
    case 'upi':
      return { upiId };
    default:
      return {};
  }
}

/**
 * A pincode that must agree with the State chosen: once `rule` accepts it, a pincode of a known
 * district in another state says where it is ('Pincode 700016 is in West Bengal'), and the form
 * does not go on until the two agree (delivery and Cash on Delivery are judged on that address).
 */
export const pincodeInState =
  (state: string, rule: Rule): Rule =>
  (value) => {
    const problem = rule(value);
    if (problem !== undefined) return problem;
    const zone = lookupPincode(value.trim());
    return zone && !isBlank(state) && zone.state !== state
      ? PINCODE_MESSAGES.inState(value.trim(), zone.state)
      : undefined;
  };

export const shippingResolver = rulesResolver<ShippingFormValues>((values) => ({
  ...SHIPPING_RULES,
  pincode: pincodeInState(values.state, shippingPincode),
}));
export const addressResolver = rulesResolver<AddressFormValues>((values) => ({
  ...ADDRESS_RULES,
  pincode: pincodeInState(values.state, pincode),
}));
export const paymentResolver = rulesResolver<PaymentFormValues>((values) => paymentRules(values));
