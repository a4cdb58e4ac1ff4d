import { currentEdition } from '@/shared/i18n';
import { HINDI_MONTHS, HINDI_WEEKDAYS } from '@/shared/lib/dates';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The day an order placed `today` arrives, `days` days later: counted from today, and moved to
 * Monday when it falls on a Sunday (nothing is delivered on Sundays). Local calendar days, so a
 * change of clocks never shifts it.
 */
export function deliveryDate(today: Date, days: number): Date {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  if (date.getDay() === 0) date.setDate(date.getDate() + 1);
  return date;
}

/**
 * "Wed, 25 Nov": fixed English names, the same in every browser locale; on a Hindi page
 * "बुधवार, 25 नवंबर", as hi-IN writes it.
 */
export function formatDeliveryDate(date: Date): string {
  if (currentEdition() === 'hi')
    return `${HINDI_WEEKDAYS[date.getDay()]}, ${date.getDate()} ${HINDI_MONTHS[date.getMonth()]}`;
  return `${WEEKDAYS[date.getDay()]}, ${date.getDate()} ${MONTHS[date.getMonth()]}`;
}
