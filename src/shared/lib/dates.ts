// The first Intl.DateTimeFormat for en-IN loads the locale's data: about 25 ms on a fast machine, 100
// ms on a phone 4x slower, on the way to the product page's first paint (its reviews are dated). The
// day, the month's en-IN abbreviation and the year are written here (dates.test.ts holds them to
// Intl's output); a date outside the years 1000 to 9999 goes to Intl, built on first need. September
// is 'Sep', as Indian shops write it (Intl's en-IN says 'Sept').
import { currentEdition } from '@/shared/i18n';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
// The Hindi edition's (issue 36): the months' full names, as hi-IN writes them ('22 नवंबर 2026'), and
// the weekdays' (delivery dates). Latin digits, as Indian shops write them. dates.test.ts holds both
// to Intl's hi-IN output.
export const HINDI_MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;
export const HINDI_WEEKDAYS = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'] as const;
let intlDate: Intl.DateTimeFormat | undefined;
let intlHindiDate: Intl.DateTimeFormat | undefined;

/**
 * "22 Nov 2026" from a Date or an ISO / YYYY-MM-DD string; on a Hindi page "22 नवंबर 2026". Invalid
 * input gives ''.
 */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? parseDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  const year = date.getFullYear();
  if (currentEdition() === 'hi') {
    if (year >= 1000 && year <= 9999) return `${date.getDate()} ${HINDI_MONTHS[date.getMonth()]} ${year}`;
    return (intlHindiDate ??= new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    })).format(date);
  }
  if (year >= 1000 && year <= 9999) return `${date.getDate()} ${MONTHS[date.getMonth()]} ${year}`;
  return (intlDate ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }))
    .format(date)
    .replace('Sept', 'Sep');
}

function parseDate(value: string): Date | null {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (ymd) return new Date(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]));
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Today's local date as YYYY-MM-DD (how review dates are stored). */
export function todayYMD(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * "22 Nov 2026, 4:05 pm" (en-IN's date and 12-hour time, as Intl writes it; dates.test.ts holds it
 * there). Invalid input gives ''.
 */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? parseDate(value) : value;
  const day = date ? formatDate(date) : '';
  if (!date || !day) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${day}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
