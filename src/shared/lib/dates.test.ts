import fc from 'fast-check';
import { setEdition } from '@/shared/i18n';
import { formatDate, formatDateTime, todayYMD } from './dates';

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

describe('formatDateTime', () => {
  const intlDateTime = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

  it('writes the date and the 12-hour time, as Intl does for en-IN', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 0, 5))).toBe('22 Nov 2026, 12:05 am');
    expect(formatDateTime(new Date(2026, 10, 22, 12, 0))).toBe('22 Nov 2026, 12:00 pm');
    expect(formatDateTime(new Date(2026, 10, 22, 16, 30))).toBe('22 Nov 2026, 4:30 pm');
    expect(formatDateTime(new Date(2026, 10, 22, 11, 59))).toBe('22 Nov 2026, 11:59 am');
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (date) => formatDateTime(date) === intlDateTime.format(date).replace('Sept', 'Sep'),
      ),
    );
  });

  it('reads an ISO timestamp, and gives nothing for what is not a date', () => {
    const at = new Date(2026, 10, 22, 9, 7);
    expect(formatDateTime(at.toISOString())).toBe('22 Nov 2026, 9:07 am');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(new Date(NaN))).toBe('');
  });
});

describe('on a Hindi page (issue 36)', () => {
  beforeEach(() => setEdition('hi'));
  afterEach(() => setEdition('en'));
  const hindi = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric' });

  it('writes the month’s Hindi name, in Latin digits: 22 नवंबर 2026', () => {
    expect(formatDate('2026-11-22')).toBe('22 नवंबर 2026');
    expect(formatDate(new Date(2027, 1, 3))).toBe('3 फ़रवरी 2027');
    expect(formatDateTime(new Date(2026, 10, 22, 16, 5))).toBe('22 नवंबर 2026, 4:05 pm');
  });

  it('writes any date as Intl does for hi-IN', () => {
    for (let month = 0; month < 12; month++)
      expect(formatDate(new Date(2026, month, 1))).toBe(hindi.format(new Date(2026, month, 1)));
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => formatDate(date) === hindi.format(date)),
    );
  });
});
