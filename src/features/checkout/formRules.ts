import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { email, required, validate, type Rule } from '@/shared/lib/validation';
import { cardNumber, cvv, expiryDate, PAYMENT_MSG, upiId } from './paymentRules';
import type { PaymentFormValues, ShippingFormValues } from './buildOrder';

/**
 * A react-hook-form resolver running the shared validation rules (shared/lib/validation):
 * `rulesFor(values)` gives each field's rule (it may depend on other values, e.g. the payment method).
 */
export function rulesResolver<T extends FieldValues & Record<string, string>>(
  rulesFor: (values: T) => Partial<Record<keyof T, Rule>>,
): Resolver<T> {
  return (values) => {
    const messages = validate(values, rulesFor(values));
    const names = Object.keys(messages) as (keyof T & string)[];
    if (names.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const name of names) errors[name] = { type: 'validate', message: messages[name] ?? '' };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * Checkout shipping: the seven fields are required, with the spec's messages; the email also has
 * the shop's email format ('Please enter a valid email'), as everywhere else. No other format checks.
 */
export const SHIPPING_RULES: Record<keyof ShippingFormValues, Rule> = {
  name: required(FIELD_MSG.shipping.name),
  email,
  phone: required(FIELD_MSG.shipping.phone),
  address: required(FIELD_MSG.shipping.address),
  city: required(FIELD_MSG.shipping.city),
  state: required(FIELD_MSG.shipping.state),
  pincode: required(FIELD_MSG.shipping.pincode),
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

export const shippingResolver = rulesResolver<ShippingFormValues>(() => SHIPPING_RULES);
export const paymentResolver = rulesResolver<PaymentFormValues>((values) => paymentRules(values));
