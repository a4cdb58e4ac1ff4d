// Rangoli's numbers, grouped the Indian way (12,34,567) without Intl on the way to the first paint.
// Building the first Intl.NumberFormat for en-IN loads the locale's data: about 15 ms on a fast
// machine, 60 ms on a phone 4x slower, paid by every page that shows a price or a rating. The shop's
// numbers are whole rupees, review counts and ratings in tenths: those are written here
// (numbers.test.ts holds each to Intl's output); anything else goes to Intl, built on first need.

/** "1234567" (digits only) → "12,34,567": the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** An en-IN Intl format with these options, built the first time it is called. */
export function lazyIntl(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= new Intl.NumberFormat('en-IN', options)).format(value);
}

/** Whole numbers Intl writes as sign and digits (not -0, within 2^53). */
const isPlainWhole = (value: number) => Number.isSafeInteger(value) && !Object.is(value, -0);

/** -1234567 → "-12,34,567", or null when Intl must write it. */
export function groupWhole(value: number): string | null {
  return isPlainWhole(value) ? `${value < 0 ? '-' : ''}${groupIndian(String(Math.abs(value)))}` : null;
}

const intlWhole = lazyIntl({ maximumFractionDigits: 0 });
const intlTenths = lazyIntl({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1,284 and 1,23,456: a count (of reviews, of shoppers). */
export function formatCount(count: number): string {
  return groupWhole(count) ?? intlWhole(count);
}

/** 4.6 and 5.0: a rating, to one decimal. */
export function formatTenths(value: number): string {
  const tenths = value * 10;
  // Only numbers that are whole tenths (how ratings are stored); rounding the rest is Intl's.
  if (
    !Number.isSafeInteger(Math.round(tenths)) ||
    Math.abs(tenths - Math.round(tenths)) > 1e-9 ||
    !(value > 0 || Object.is(value, 0))
  )
    return intlTenths(value);
  const whole = Math.round(tenths);
  return `${groupIndian(String(Math.floor(whole / 10)))}.${whole % 10}`;
}
