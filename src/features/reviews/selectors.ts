import { createSelector } from '@reduxjs/toolkit';
import type { AuthState } from '@/features/auth';
import { sizeChartFor, type Product } from '@/features/catalog';
import type { OrdersState } from '@/features/orders';
import { isSampleProfile, SAMPLE_DELIVERED_PRODUCT_IDS } from '@/shared/lib/sampleShopper';
import type { ReviewsState } from './reviewsSlice';
import { SAMPLE_REVIEWS } from './sampleReviews';
import { wholePercents } from './shares';
import type { FitShares, RatingCounts, ReviewFilter, ReviewSort, ShownReview } from './types';

type WithReviews = { reviews: ReviewsState; auth: AuthState; orders: OrdersState };

/** What a product's reviews are shown by: the sort, and the filter (all, by default). */
export interface ReviewView {
  sort?: ReviewSort;
  filter?: Partial<ReviewFilter>;
}

/** The reviews the shopper wrote on this device, newest first. */
export const selectOwnReviews = (state: { reviews: ReviewsState }) => state.reviews.own;
/** The reviews this device marked helpful. */
export const selectHelpfulIds = (state: { reviews: ReviewsState }) => state.reviews.helpful;

/**
 * The products of the delivered orders on this device, which the signed-in shopper placed: the
 * `orders` key holds the signed-in shopper's own (a logout empties it), and the sample profile's
 * three sample orders belong to her history (their delivered one's products: sampleShopper.ts,
 * which the orders feature's test holds to the orders; the orders' own code stays off the product
 * page). An order delivered and then asked to return still was delivered; a cancelled one never
 * was. None for a guest.
 */
export const selectDeliveredProductIds = createSelector(
  [
    (state: WithReviews) => state.auth.user,
    (state: WithReviews) => state.orders.list,
    (state: WithReviews) => state.orders.changes,
  ],
  (user, orders, changes): ReadonlySet<number> => {
    if (!user) return new Set();
    const own = orders
      .filter((order) => order.status === 'delivered' && !changes[order.id]?.cancelled)
      .flatMap((order) => order.items.map((item) => item.id));
    return new Set([...own, ...(isSampleProfile(user) ? SAMPLE_DELIVERED_PRODUCT_IDS : [])]);
  },
);

/** Newest first: by date, then by the moment written (a sample has none: the day's oldest). */
const newestFirst = (a: Ranked, b: Ranked) =>
  (a.review.date < b.review.date ? 1 : a.review.date > b.review.date ? -1 : 0) || b.createdAt - a.createdAt;

interface Ranked {
  review: ShownReview;
  createdAt: number;
}

const ORDER: Record<ReviewSort, (a: Ranked, b: Ranked) => number> = {
  helpful: (a, b) => b.review.helpfulCount - a.review.helpfulCount || newestFirst(a, b),
  newest: newestFirst,
  highest: (a, b) => b.review.rating - a.review.rating || newestFirst(a, b),
  lowest: (a, b) => a.review.rating - b.review.rating || newestFirst(a, b),
};

/**
 * Every review of a product, as shown, in no particular order: the shopper's own for it and the
 * three samples. Nothing is hidden or edited: a 1-star review is shown as a 5-star one is.
 * 'Verified purchase' only for a review its signed-in author wrote of a product of one of their
 * delivered orders; a sample never.
 */
const selectAllShown = createSelector(
  [
    selectOwnReviews,
    selectHelpfulIds,
    (state: WithReviews) => state.auth.user?.id,
    selectDeliveredProductIds,
    (_state: WithReviews, productId: number) => productId,
  ],
  (own, helpful, userId, delivered, productId): readonly Ranked[] => {
    const marked = new Set(helpful);
    const bought = userId !== undefined && delivered.has(productId);
    const mine = own
      .filter((review) => review.productId === productId)
      .map((review): Ranked => ({
        createdAt: review.createdAt,
        review: {
          id: review.id,
          author: review.author,
          date: review.date,
          rating: review.rating,
          comment: review.comment,
          ...(review.size !== undefined && { size: review.size }),
          ...(review.fit !== undefined && { fit: review.fit }),
          photos: review.photos,
          helpfulCount: marked.has(review.id) ? 1 : 0,
          markedHelpful: marked.has(review.id),
          verified: bought && review.authorId === userId,
          sample: false,
          own: true,
        },
      }));
    const samples = SAMPLE_REVIEWS.map((sample): Ranked => ({
      createdAt: 0,
      review: {
        id: sample.id,
        author: sample.author,
        date: sample.date,
        rating: sample.rating,
        comment: sample.comment,
        photos: [],
        helpfulCount: sample.helpful + (marked.has(sample.id) ? 1 : 0),
        markedHelpful: marked.has(sample.id),
        verified: false,
        sample: true,
        own: false,
      },
    }));
    return [...mine, ...samples];
  },
);

/**
 * A product's reviews as the page lists them: sorted ('helpful' by default: the most helpful
 * first, then the newest; 'newest'; 'highest' and 'lowest' rating, the newest first on a tie),
 * and narrowed to a number of stars and to those with photos when asked.
 */
export const selectShownReviews = createSelector(
  [
    (state: WithReviews, product: Pick<Product, 'id'>) => selectAllShown(state, product.id),
    (_state: WithReviews, _product: Pick<Product, 'id'>, view: ReviewView = {}) => view.sort ?? 'helpful',
    (_state: WithReviews, _product: Pick<Product, 'id'>, view: ReviewView = {}) => view.filter?.stars ?? null,
    (_state: WithReviews, _product: Pick<Product, 'id'>, view: ReviewView = {}) =>
      view.filter?.withPhotos ?? false,
  ],
  (all, sort, stars, withPhotos): readonly ShownReview[] =>
    all
      .filter(
        ({ review }) =>
          (stars === null || review.rating === stars) && (!withPhotos || review.photos.length > 0),
      )
      .sort(ORDER[sort])
      .map(({ review }) => review),
);

/** How many answers the fit summary waits for before it shows. */
export const FIT_ANSWERS_NEEDED = 3;

/**
 * The fit summary of a product with garment sizes (its size chart: sizeChartFor): of the shown
 * reviews that answered 'How did it fit?', the shares that said it runs small, true to size and
 * runs large, whole percents summing to 100. Null until 3 have answered, and for a product
 * without garment sizes.
 */
export const selectFitShares = createSelector(
  [
    (state: WithReviews, product: Pick<Product, 'id'>) => selectAllShown(state, product.id),
    (_state: WithReviews, product: Parameters<typeof sizeChartFor>[0] & Pick<Product, 'id'>) =>
      sizeChartFor(product) !== null,
  ],
  (all, garment): FitShares => {
    if (!garment) return null;
    const fits = all.flatMap(({ review }) => (review.fit ? [review.fit] : []));
    if (fits.length < FIT_ANSWERS_NEEDED) return null;
    const [small, trueToSize, large] = wholePercents([
      fits.filter((fit) => fit === 'small').length,
      fits.filter((fit) => fit === 'true').length,
      fits.filter((fit) => fit === 'large').length,
    ]) as [number, number, number];
    return { answered: fits.length, small, true: trueToSize, large };
  },
);

/** A product's ratings by stars (5 down to 1) and each one's share, in whole percents summing to 100. */
export interface RatingBreakdown {
  counts: RatingCounts;
  shares: RatingCounts;
}

/**
 * The catalogue's breakdown of a product's ratings ('Rated {rating} out of 5 from {reviews}
 * ratings', then five bars): null when the catalogue has none for it (the bench's).
 */
export const selectRatingBreakdown = createSelector(
  [(_state: unknown, product: Pick<Product, 'ratingCounts'>) => product.ratingCounts],
  (counts): RatingBreakdown | null =>
    counts ? { counts, shares: wholePercents(counts) as unknown as RatingCounts } : null,
);
