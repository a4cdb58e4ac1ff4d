import { word } from '@/shared/i18n';
import { isBlank, type Rule } from '@/shared/lib/validation';

/**
 * The payment step's rules, checked as a real shop checks them (decisions.md, Changed). The
 * "required" messages are the spec's (section 5); the format messages are decisions.md's. They live
 * with checkout, the only form that takes a payment, so the first page load never carries them.
 * Keys of their Hindi (word()): the form's resolver translates the one it reports (formRules.ts).
 */
export const PAYMENT_MSG = {
  cardNumberRequired: word('Card number is required'),
  expiryRequired: word('Expiry date is required'),
  cvvRequired: word('CVV is required'),
  cardNameRequired: word('Cardholder name is required'),
  upiRequired: word('UPI ID is required'),
  cardNumberInvalid: word('Please enter a valid card number'),
  expiryInvalid: word('Please enter a valid expiry date'),
  cvvInvalid: word('Please enter a valid CVV'),
  upiInvalid: word('Please enter a valid UPI ID'),
} as const;

/** Luhn's doubled digit, its two digits summed: 0 → 0, 1 → 2, …, 5 → 10 → 1, …, 9 → 18 → 9. */
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];

/** The Luhn checksum every card number carries: digits only. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const counted = i % 2 === 1 ? DOUBLED[digit]! : digit;
    sum += counted;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The first digit of a card of a network shops take in India: Visa 4, Mastercard 5 and 2, RuPay 6
 * (and Discover), American Express and Diners 3.
 */
const NETWORK_FIRST_DIGITS = /^[23456]/;

/**
 * Card number: required, then 12 to 19 digits (spaces allowed between them) of a known network
 * (its first digit: so never all zeros), passing the Luhn check.
 */
export const cardNumber: Rule = (value) => {
  if (isBlank(value)) return PAYMENT_MSG.cardNumberRequired;
  if (!/^[\d ]+$/.test(value)) return PAYMENT_MSG.cardNumberInvalid;
  const digits = value.replace(/ /g, '');
  return digits.length >= 12 && digits.length <= 19 && NETWORK_FIRST_DIGITS.test(digits) && passesLuhn(digits)
    ? undefined
    : PAYMENT_MSG.cardNumberInvalid;
};

/**
 * Expiry: required, then MM/YY with a real month (01-12), not before the month of `now` (a card is
 * good until the end of its month). YY is 20YY.
 */
export const expiryDate =
  (now: Date): Rule =>
  (value) => {
    if (isBlank(value)) return PAYMENT_MSG.expiryRequired;
    const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
    if (!match) return PAYMENT_MSG.expiryInvalid;
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    if (month < 1 || month > 12) return PAYMENT_MSG.expiryInvalid;
    const thisYear = now.getFullYear();
    const thisMonth = now.getMonth() + 1;
    return year > thisYear || (year === thisYear && month >= thisMonth)
      ? undefined
      : PAYMENT_MSG.expiryInvalid;
  };

/** CVV: required, then exactly 3 digits. */
export const cvv: Rule = (value) => {
  if (isBlank(value)) return PAYMENT_MSG.cvvRequired;
  return /^\d{3}$/.test(value) ? undefined : PAYMENT_MSG.cvvInvalid;
};

/** A UPI ID: `name@bank`, 2-256 letters, digits, '.', '-' or '_' before the @, 2-64 letters after it. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;

/** UPI ID: required, then name@bank (spaces around it are ignored, as the order keeps it trimmed). */
export const upiId: Rule = (value) => {
  if (isBlank(value)) return PAYMENT_MSG.upiRequired;
  return UPI_ID_PATTERN.test(value.trim()) ? undefined : PAYMENT_MSG.upiInvalid;
};
