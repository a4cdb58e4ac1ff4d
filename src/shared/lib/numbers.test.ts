import fc from 'fast-check';
import { formatINR } from './money';
import { formatCount, formatTenths } from './numbers';

// What the shop writes without Intl must be exactly what Intl writes for en-IN.
const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-IN', options);
const rupees = intl({ style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const whole = intl({ maximumFractionDigits: 0 });
const tenths = intl({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

const edges = [0, -0, 1, 9, 99, 999, 1000, 9999, 10000, 99999, 100000, 123456, 1234567, 12345678, 123456789];
const unusual = [0.4, -0.4, 2.5, -2.5, 1299.5, 1e21, Number.MAX_SAFE_INTEGER + 2, NaN, Infinity, -Infinity];

describe('money and counts, grouped the Indian way', () => {
  it('writes ₹ amounts as Intl does: the last three digits, then pairs', () => {
    expect(formatINR(1299)).toBe('₹1,299');
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(-1299)).toBe('-₹1,299');
    for (const n of [...edges, ...edges.map((e) => -e), ...unusual])
      expect(formatINR(n)).toBe(rupees.format(n));
  });

  it('matches Intl for any whole number of rupees, and any amount at all', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => formatINR(n) === rupees.format(n)));
    fc.assert(fc.property(fc.double(), (n) => formatINR(n) === rupees.format(n)));
  });

  it('writes counts as Intl does', () => {
    expect(formatCount(1284)).toBe('1,284');
    for (const n of [...edges, ...edges.map((e) => -e), ...unusual])
      expect(formatCount(n)).toBe(whole.format(n));
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => formatCount(n) === whole.format(n)));
  });
});

describe('ratings, to one decimal', () => {
  it('writes every rating a product can have (tenths from 0 to 5) as Intl does', () => {
    for (let t = 0; t <= 50; t++) expect(formatTenths(t / 10)).toBe(tenths.format(t / 10));
    expect(formatTenths(4.6)).toBe('4.6');
    expect(formatTenths(5)).toBe('5.0');
  });

  it('matches Intl for any number, rounding what is not whole tenths as Intl does', () => {
    for (const n of [4.25, 4.35, 4.96, -0.05, -0, 1234.5, ...unusual])
      expect(formatTenths(n)).toBe(tenths.format(n));
    fc.assert(fc.property(fc.double(), (n) => formatTenths(n) === tenths.format(n)));
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e9 }), (t) => formatTenths(t / 10) === tenths.format(t / 10)),
    );
  });
});
