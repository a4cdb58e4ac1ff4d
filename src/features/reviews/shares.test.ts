import fc from 'fast-check';
import { wholePercents } from './shares';

describe('wholePercents (largest remainder)', () => {
  it.each([
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [2, 1],
      [67, 33],
    ],
    [
      [918, 260, 74, 21, 11],
      [71, 20, 6, 2, 1],
    ],
    [
      [1, 0, 0],
      [100, 0, 0],
    ],
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
    [
      [1, 2, 2],
      [20, 40, 40],
    ],
    [
      [1, 1, 1, 1, 1, 1],
      [17, 17, 17, 17, 16, 16],
    ],
  ])('%j is %j', (counts, shares) => {
    expect(wholePercents(counts)).toEqual(shares);
  });

  it('always sums to 100, each within 1 of its exact share (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 6 }), (counts) => {
        const total = counts.reduce((a, b) => a + b, 0);
        const shares = wholePercents(counts);
        expect(shares).toHaveLength(counts.length);
        if (total === 0) {
          expect(shares.every((s) => s === 0)).toBe(true);
          return;
        }
        expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
        counts.forEach((n, i) => {
          expect(Number.isInteger(shares[i])).toBe(true);
          expect(Math.abs(shares[i]! - (n * 100) / total)).toBeLessThan(1);
        });
      }),
    );
  });
});
