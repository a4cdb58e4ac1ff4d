/**
 * Whole percents of `counts` that sum to 100 (largest-remainder rounding): each share rounded
 * down, then the points still missing go to the largest remainders, the earlier count first on a
 * tie. All 0 when there is nothing to share.
 */
export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 100) / total);
  const shares = exact.map(Math.floor);
  const missing = 100 - shares.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, missing)) shares[index]! += 1;
  return shares;
}
