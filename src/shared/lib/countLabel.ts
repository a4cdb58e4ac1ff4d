/**
 * A count with its noun: "1 item", "0 items", "3 orders". The noun takes its plural form unless
 * the count is exactly 1; pass the plural where adding "s" is wrong.
 */
export function countLabel(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
