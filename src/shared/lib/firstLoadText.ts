import { t, word } from '@/shared/i18n';

/**
 * The texts the first load of any page needs: route titles and the shell's notice. Apart from
 * messages.ts, whose event messages load with the toasts, so that they stay out of main.js.
 */

/** The search page's heading, 'Search Results for "query"' (spec section 2); also its document title. */
export function searchHeading(query: string): string {
  return t('Search Results for "{query}"', { query });
}

/** The shell's one notice when storage fails (app/layout); the toast shows it in the page's edition. */
export const STORAGE_UNAVAILABLE_MSG = word(
  'Your browser is not letting us save data, so your cart will not be remembered after you leave.',
);
