import { translate } from '@/shared/i18n';

/**
 * A count with its noun: "1 item", "0 items", "3 orders". The noun takes its plural form unless
 * the count is exactly 1; pass the plural where adding "s" is wrong. The noun is shown in the
 * page's edition ("3 आइटम": Hindi too puts the count first); a noun the dictionary lacks stays as
 * it is. Callers mark their nouns with word('item'), word('items') so the dictionary has both.
 */
export function countLabel(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${translate(count === 1 ? noun : plural)}`;
}
