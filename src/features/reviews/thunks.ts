import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from '@/features/auth';
import { todayYMD } from '@/shared/lib/dates';
import { MAX_PHOTOS } from './photoRules';
import {
  helpfulToggled,
  reviewDeleted,
  reviewRefused,
  reviewWritten,
  type ReviewsState,
} from './reviewsSlice';
import type { FitAnswer, OwnReview, ReviewPhoto } from './types';

/**
 * Whether browser storage takes the `reviews` key's next value: one of the store's services
 * (app/services.ts). The app's persisted store writes it ahead, synchronously, where the key lives
 * (app/persistence: `writeAhead`), so that a full quota is known before the review is committed;
 * a store that keeps nothing (tests, stories, the prerender) always has room.
 */
export type ReviewsRoom = (next: ReviewsState) => boolean;

/** What the reviews' thunks read, and of the store's services, the room in storage. */
type ReviewsThunk<R> = ThunkAction<
  R,
  { auth: AuthState; reviews: ReviewsState },
  { reviewsRoom: ReviewsRoom },
  UnknownAction
>;

export interface WriteReviewInput {
  productId: number;
  /** 1 to 5. */
  rating: number;
  /** Already checked by the form: not blank. */
  comment: string;
  fit?: FitAnswer;
  size?: string;
  /** Prepared (preparePhoto), each with its description: at most 3. */
  photos: readonly ReviewPhoto[];
}

/**
 * What writing a review came to: kept (`saved`); a guest's, refused (`refused`: the message
 * offers to sign in); or not kept because storage is full and the review has photos
 * (`photosTooLarge`): nothing was dispatched, and the form offers 'Save without photos' (this
 * thunk again with no photos) or stays as it is.
 */
export type WriteReviewResult = 'saved' | 'refused' | 'photosTooLarge';

let sequence = 0;
/** An id no other review of this device or another tab has: the moment, a counter and chance. */
const newReviewId = (now: number) => {
  sequence += 1;
  return `review-${now.toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
};

/**
 * Writes a review: a signed-in shopper's is kept under their name and id, dated today, newest
 * first (`reviewWritten`, whose message says 'Review submitted successfully!'); a guest's is
 * refused (`reviewRefused`: 'Please login to submit a review'). With photos, storage is asked
 * first whether it takes the reviews with this one: when it does not, nothing is dispatched and
 * `photosTooLarge` tells the form, so that nothing else is lost and the shopper decides.
 */
export const writeReview =
  ({ productId, rating, comment, fit, size, photos }: WriteReviewInput): ReviewsThunk<WriteReviewResult> =>
  (dispatch, getState, { reviewsRoom }) => {
    const { auth, reviews } = getState();
    const user = auth.user;
    if (!user) {
      dispatch(reviewRefused({ productId }));
      return 'refused';
    }
    const now = Date.now();
    const review: OwnReview = {
      id: newReviewId(now),
      productId,
      authorId: user.id,
      author: user.name,
      rating,
      comment: comment.trim(),
      date: todayYMD(new Date(now)),
      createdAt: now,
      ...(fit && { fit }),
      ...(size && { size }),
      photos: photos.slice(0, MAX_PHOTOS).map((photo) => ({ ...photo, alt: photo.alt.trim() })),
    };
    if (review.photos.length > 0 && !reviewsRoom({ ...reviews, own: [review, ...reviews.own] }))
      return 'photosTooLarge';
    dispatch(reviewWritten(review));
    return 'saved';
  };

/** 'Delete review', confirmed: the shopper's own review goes. False when they have no such review. */
export const deleteReview =
  (id: string): ReviewsThunk<boolean> =>
  (dispatch, getState) => {
    if (!getState().reviews.own.some((review) => review.id === id)) return false;
    dispatch(reviewDeleted({ id }));
    return true;
  };

/** 'Helpful ({n})': marks the review helpful on this device, or takes the mark back. */
export const toggleHelpful =
  (id: string): ReviewsThunk<void> =>
  (dispatch) => {
    dispatch(helpfulToggled({ id }));
  };
