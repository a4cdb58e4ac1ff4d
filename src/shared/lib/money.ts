const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,299 and ₹1,23,456: the one way Rangoli shows money. */
export function formatINR(amount: number): string {
  return inr.format(amount);
}
