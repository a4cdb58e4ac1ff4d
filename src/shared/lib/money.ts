import { groupWhole, lazyIntl } from './numbers';

const intlRupees = lazyIntl({ style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,299 and ₹1,23,456: the one way Rangoli shows money (whole rupees without Intl: see numbers.ts). */
export function formatINR(amount: number): string {
  const digits = groupWhole(Math.abs(amount));
  return digits === null || Object.is(amount, -0) ? intlRupees(amount) : `${amount < 0 ? '-' : ''}₹${digits}`;
}
