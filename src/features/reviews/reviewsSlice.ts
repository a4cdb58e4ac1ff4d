import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';
import type { OwnReview } from './types';

/**
 * The shopper's reviews on this device (issue 34): the sixth persisted key, `reviews`
 * (persist.ts). Kept like the other shopper keys: cleared on logout, in sessionStorage while a
 * session-only sign-in lasts. Nothing here edits or hides a review: a review is written, or the
 * shopper deletes it.
 */
export interface ReviewsState {
  /** The reviews the shopper wrote here, newest first. */
  own: OwnReview[];
  /** The reviews this device marked 'Helpful' (samples' ids and the shopper's own), each once. */
  helpful: string[];
}

export const initialReviewsState: ReviewsState = { own: [], helpful: [] };

/**
 * The reducers stay tiny (this module is on every page, with the store): the thunks (thunks.ts,
 * with the product page) build the review and decide whether it may be written.
 */
export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState: initialReviewsState,
  reducers: {
    /** A signed-in shopper's review, kept newest first; an id already kept is ignored (never two). */
    reviewWritten(state, { payload }: PayloadAction<OwnReview>) {
      if (!state.own.some((review) => review.id === payload.id)) state.own.unshift(payload);
    },
    /** 'Delete review', confirmed: it goes, and its helpful mark with it. */
    reviewDeleted(state, { payload }: PayloadAction<{ id: string }>) {
      state.own = state.own.filter((review) => review.id !== payload.id);
      state.helpful = state.helpful.filter((id) => id !== payload.id);
    },
    /** 'Helpful ({n})' pressed: marked once per device, pressed again it is unmarked. */
    helpfulToggled(state, { payload }: PayloadAction<{ id: string }>) {
      const at = state.helpful.indexOf(payload.id);
      if (at < 0) state.helpful.push(payload.id);
      else state.helpful.splice(at, 1);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialReviewsState);
  },
});

export const { reviewWritten, reviewDeleted, helpfulToggled } = reviewsSlice.actions;

/** A guest tried to post a review (thunks.ts): only signed-in shoppers may. */
export const reviewRefused = createAction<{ productId: number }>('reviews/reviewRefused');
