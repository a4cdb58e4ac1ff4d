import { word, type WordKey } from '@/shared/i18n';

/**
 * The reviews feature's shapes (issue 34), shared by its slice, selectors and components.
 * The shop's catalogue says how many ratings a product has (`ratingCounts`); the reviews shown are
 * the three samples the shop ships and the shopper's own, kept on this device (the `reviews` key).
 */

/** The answer to 'How did it fit?'. Shown as 'Runs small', 'True to size', 'Runs large'. */
export type FitAnswer = 'small' | 'true' | 'large';

export const FIT_ANSWERS: readonly FitAnswer[] = ['small', 'true', 'large'];

/** In English: evaluated at import, before the page's edition is set; shown through `t()`. */
export const FIT_LABELS: Readonly<Record<FitAnswer, WordKey>> = {
  small: word('Runs small'),
  true: word('True to size'),
  large: word('Runs large'),
};

/** A photo of a review: downscaled in the browser (≤ 1024 px on its longest side), JPEG. */
export interface ReviewPhoto {
  /** `data:image/jpeg;base64,…` */
  src: string;
  /** The shopper's description of it: the photo's alt text. */
  alt: string;
  width: number;
  height: number;
}

/** A review the shopper wrote on this device, as the `reviews` key keeps it. */
export interface OwnReview {
  id: string;
  productId: number;
  /** The signed-in shopper's id who wrote it (the 'Verified purchase' check matches orders to it). */
  authorId: string;
  /** Their name as shown. */
  author: string;
  /** 1 to 5. */
  rating: number;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
  /** When it was written (ms since 1970), for 'Newest' within a day. */
  createdAt: number;
  fit?: FitAnswer;
  size?: string;
  photos: ReviewPhoto[];
}

/** A review as the product page shows it (a sample or the shopper's own). */
export interface ShownReview {
  id: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  rating: number;
  comment: string;
  size?: string;
  fit?: FitAnswer;
  photos: readonly ReviewPhoto[];
  /** How many found it helpful, this device's mark included. */
  helpfulCount: number;
  /** This device marked it helpful. */
  markedHelpful: boolean;
  /** 'Verified purchase': never for a sample. */
  verified: boolean;
  /** One of the three the shop ships: tagged 'Sample review'. */
  sample: boolean;
  /** The shopper's own: 'Delete review' is offered. */
  own: boolean;
}

export type ReviewSort = 'helpful' | 'newest' | 'highest' | 'lowest';

/** In English, as FIT_LABELS: shown through `t()`. */
export const REVIEW_SORT_LABELS: Readonly<Record<ReviewSort, WordKey>> = {
  helpful: word('Most helpful'),
  newest: word('Newest'),
  highest: word('Highest rating'),
  lowest: word('Lowest rating'),
};

/** Five counts, for 5 stars down to 1 (the catalogue's `ratingCounts`). */
export type RatingCounts = readonly [number, number, number, number, number];

/** The fit summary: shares in whole percent, or null until 3 reviews answered the fit question. */
export type FitShares = { answered: number; small: number; true: number; large: number } | null;

/** What the shown list is narrowed to. */
export interface ReviewFilter {
  /** Only reviews of this many stars, or null for all. */
  stars: number | null;
  withPhotos: boolean;
}

/** Preparing a chosen file as a review photo: it fails with one of these. */
export type PhotoRefusal = 'type' | 'unreadable';
