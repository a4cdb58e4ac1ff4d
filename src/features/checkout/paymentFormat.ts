/**
 * Formatting of the card form as the shopper types: expiry 5 and CVV 3 characters max (spec). The
 * number takes up to 19 digits (decisions.md: card numbers are 12 to 19 digits), shown in groups
 * of four: 23 characters with the spaces.
 */

export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_NUMBER_MAX_LENGTH = CARD_NUMBER_MAX_DIGITS + 4;
export const EXPIRY_MAX_LENGTH = 5;
export const CVV_MAX_LENGTH = 3;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4111111111111111" → "4111 1111 1111 1111": digits only, in groups of four, 19 digits at most. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY as the shopper types: digits only, a slash after the month. The slash is added as soon as
 * two digits are typed (when the value grew), and not re-added while deleting, so Backspace works.
 * A one-digit month ended by a slash is padded, never reordered: '1/27' is '01/27', not '12/7'.
 */
export function formatExpiry(value: string, previous = ''): string {
  const shortMonth = /^\s*(\d)\s*\/(.*)$/.exec(value);
  if (shortMonth) return formatExpiry(`0${shortMonth[1]}/${shortMonth[2]}`, previous);
  const digits = digitsOf(value).slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && value.length > previous.length) return `${digits}/`;
  return digits;
}

/** Digits only, three at most. */
export function formatCvv(value: string): string {
  return digitsOf(value).slice(0, CVV_MAX_LENGTH);
}

/** The last four digits of a card number (fewer if fewer were typed). */
export function lastFour(cardNumber: string): string {
  return digitsOf(cardNumber).slice(-4);
}
