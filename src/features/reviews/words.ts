import { formatCount } from '@/shared/lib/numbers';
import { t } from '@/shared/i18n';

/**
 * The reviews' texts that change with a number, in the page's edition: each keeps its English
 * singular and plural as two keys (Hindi often says both alike). Functions, called at render: the
 * edition is set after modules load.
 */

/** A number of stars: a rating bar's name and a rating option of the form ('1 star', '4 stars'). */
export const starsName = (k: number) => (k === 1 ? t('1 star') : t('{k} stars', { k }));

/** A count of ratings, grouped ('1 rating', '2,714 ratings'): a rating bar's count. */
export const ratingsText = (n: number) =>
  n === 1 ? t('{n} rating', { n: formatCount(n) }) : t('{n} ratings', { n: formatCount(n) });

/** The rating breakdown's sentence: the average (already formatted, '4.6') and the catalogue's count. */
export const ratedFrom = (score: string, reviews: number) =>
  t('Rated {rating} out of 5 from {reviews} ratings', { rating: score, reviews: formatCount(reviews) });

/** Under the fit summary: how many reviews answered 'How did it fit?'. */
export const fitAnswered = (n: number) =>
  n === 1 ? t('From {n} review that answered', { n }) : t('From {n} reviews that answered', { n });
