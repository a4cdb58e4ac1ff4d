import fc from 'fast-check';
import { deliveryDate, formatDeliveryDate } from './deliveryDate';
import { setEdition } from '@/shared/i18n';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('deliveryDate', () => {
  it('counts the days from today', () => {
    expect(deliveryDate(day(2026, 11, 25), 2)).toEqual(day(2026, 11, 27));
    expect(deliveryDate(day(2026, 11, 25), 7)).toEqual(day(2026, 12, 2));
  });

  it('moves a Sunday delivery to Monday', () => {
    // Wed 25 Nov + 4 = Sun 29 Nov → Mon 30 Nov.
    expect(deliveryDate(day(2026, 11, 25), 4)).toEqual(day(2026, 11, 30));
  });

  it('crosses months and years', () => {
    expect(deliveryDate(day(2026, 12, 30), 4)).toEqual(day(2027, 1, 4)); // Sun 3 Jan → Mon 4 Jan
    expect(deliveryDate(day(2028, 2, 27), 2)).toEqual(day(2028, 2, 29));
  });

  it('ignores the time of day', () => {
    expect(deliveryDate(new Date(2026, 10, 25, 23, 59), 2)).toEqual(day(2026, 11, 27));
  });

  it('is never a Sunday, and is the days later or one more', () => {
    fc.assert(
      fc.property(
        fc.date({ min: day(2020, 1, 1), max: day(2035, 12, 31), noInvalidDate: true }),
        fc.constantFrom(2, 4, 7),
        (today, days) => {
          const date = deliveryDate(today, days);
          expect(date.getDay()).not.toBe(0);
          const start = day(today.getFullYear(), today.getMonth() + 1, today.getDate());
          const later = Math.round((date.getTime() - start.getTime()) / 86_400_000);
          expect([days, days + 1]).toContain(later);
        },
      ),
    );
  });
});

describe('formatDeliveryDate', () => {
  it('reads "Wkd, d Mon" in English in every locale', () => {
    expect(formatDeliveryDate(day(2026, 11, 25))).toBe('Wed, 25 Nov');
    expect(formatDeliveryDate(day(2027, 9, 6))).toBe('Mon, 6 Sep');
  });
});

describe('formatDeliveryDate on a Hindi page (issue 36)', () => {
  afterEach(() => setEdition('en'));

  it('names the weekday and the month in Hindi, as Intl does for hi-IN', () => {
    setEdition('hi');
    expect(formatDeliveryDate(new Date(2026, 10, 25))).toBe('बुधवार, 25 नवंबर');
    const intl = new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long' });
    for (let day = 0; day < 400; day += 7)
      for (const offset of [0, 1, 2, 3, 4, 5, 6]) {
        const date = new Date(2026, 0, 1 + day + offset);
        expect(formatDeliveryDate(date)).toBe(intl.format(date));
      }
  });
});
