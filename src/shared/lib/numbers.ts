// Rangoli's numbers, grouped the Indian way (12,34,567) without Intl on the way to the first paint.
// Building the first Intl.NumberFormat for en-IN loads the locale's data: about 15 ms on a fast
// machine, 60 ms on a phone 4x slower, paid by every page that shows a price or a rating. The shop's
// numbers are whole rupees, review counts and ratings in tenths: those are written here
// (numbers.test.ts holds each to Intl's output); anything else goes to Intl, built on first need.

/** An en-IN Intl format with these options, built the first time it is called. */
export const lazyIntl = (options: Intl.NumberFormatOptions) => {
  let format: Intl.NumberFormat | undefined;
  return (value: number) => (format ??= new Intl.NumberFormat('en-IN', options)).format(value);
};

/** Whether Intl writes `value` as a sign and digits alone: a whole number (not -0) within 2^53. */
export const isPlainWhole = (value: number) => Number.isSafeInteger(value) && !Object.is(value, -0);

/** A plain whole number's digits, grouped: 1234567 → "12,34,567" (the last three, then pairs). */
export const group = (value: number) => String(Math.abs(value)).replace(/\B(?=(\d\d)*\d{3}$)/g, ',');

const intlWhole = lazyIntl({ maximumFractionDigits: 0 });
const intlTenths = lazyIntl({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1,284 and 1,23,456: a count (of reviews, of shoppers). */
export const formatCount = (count: number) =>
  isPlainWhole(count) ? `${count < 0 ? '-' : ''}${group(count)}` : intlWhole(count);

/** 4.6 and 5.0: a rating, to one decimal (whole tenths, how ratings are stored; Intl rounds the rest). */
export const formatTenths = (value: number) => {
  const tenths = Math.round(value * 10);
  return value >= 0 && isPlainWhole(tenths) && Math.abs(value * 10 - tenths) < 1e-9
    ? `${group((tenths - (tenths % 10)) / 10)}.${tenths % 10}`
    : intlTenths(value);
};
