const shopperDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "22 Nov 2026" from a Date or an ISO / YYYY-MM-DD string. Invalid input gives ''. */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? parseDate(value) : value;
  return date && !Number.isNaN(date.getTime()) ? shopperDate.format(date) : '';
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
