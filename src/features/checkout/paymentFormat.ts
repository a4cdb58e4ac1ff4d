/** Formatting of the card form as the shopper types (spec: number 19, expiry 5, CVV 3 characters max). */

export const CARD_NUMBER_MAX_LENGTH = 19;
export const EXPIRY_MAX_LENGTH = 5;
export const CVV_MAX_LENGTH = 3;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4111111111111111" → "4111 1111 1111 1111": digits only, in groups of four, 16 digits (19 characters) at most. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY as the shopper types: digits only, a slash after the month. The slash is added as soon as
 * two digits are typed (when the value grew), and not re-added while deleting, so Backspace works.
 */
export function formatExpiry(value: string, previous = ''): string {
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
