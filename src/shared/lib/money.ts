import { group, isPlainWhole, lazyIntl } from './numbers';

const intlRupees = lazyIntl({ style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,299 and ₹1,23,456: the one way Rangoli shows money (whole rupees without Intl: see numbers.ts). */
export const formatINR = (amount: number) =>
  isPlainWhole(amount) ? `${amount < 0 ? '-' : ''}₹${group(amount)}` : intlRupees(amount);
