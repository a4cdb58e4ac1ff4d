import fc from 'fast-check';
import { formatDate, todayYMD } from './dates';

const intlFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
/** Intl's en-IN date, with September as Indian shops write it ('Sep', not Intl's 'Sept'). */
const intl = { format: (date: Date) => intlFormat.format(date).replace('Sept', 'Sep') };

describe('formatDate', () => {
  it('writes the day, the month as en-IN abbreviates it (September as Sep), and the year', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-09-05')).toBe('5 Sep 2026');
    expect(formatDate(new Date(-1, 8, 5))).not.toContain('Sept');
    expect(formatDate(new Date(2027, 0, 31))).toBe('31 Jan 2027');
  });

  it('writes any date as Intl does for en-IN', () => {
    for (let month = 0; month < 12; month++)
      expect(formatDate(new Date(2026, month, 1))).toBe(intl.format(new Date(2026, month, 1)));
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => formatDate(date) === intl.format(date)),
    );
  });

  it('gives nothing for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(NaN))).toBe('');
  });
});

describe('todayYMD', () => {
  it('gives the local date as YYYY-MM-DD', () => {
    expect(todayYMD(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
