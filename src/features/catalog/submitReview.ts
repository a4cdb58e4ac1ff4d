import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from '@/features/auth';
import { todayYMD } from '@/shared/lib/dates';
import { reviewRefused, reviewSubmitted, type CatalogState } from './catalogSlice';

let reviewSequence = 0;
const newReviewId = () => {
  reviewSequence += 1;
  return `review-${Date.now()}-${reviewSequence}`;
};

export interface SubmitReviewInput {
  productId: number;
  /** 1 to 5. */
  rating: number;
  /** Already checked by the form: not blank. */
  comment: string;
}

/**
 * Submit a review: a signed-in shopper's review is kept for the session under their name, dated
 * today, newest first (`reviewSubmitted`); a guest's is refused (`reviewRefused`). The messages
 * come from those events (app/messages.ts). Returns whether the review was kept.
 */
export const submitReview =
  ({
    productId,
    rating,
    comment,
  }: SubmitReviewInput): ThunkAction<
    boolean,
    { auth: AuthState; catalog: CatalogState },
    unknown,
    UnknownAction
  > =>
  (dispatch, getState) => {
    const user = getState().auth.user;
    if (!user) {
      dispatch(reviewRefused({ productId }));
      return false;
    }
    dispatch(
      reviewSubmitted({
        productId,
        review: { id: newReviewId(), user: user.name, rating, comment: comment.trim(), date: todayYMD() },
      }),
    );
    return true;
  };
