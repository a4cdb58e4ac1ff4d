import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PRODUCTS } from './products';
import type { Product } from './types';

export interface Review {
  id: string;
  user: string;
  rating: number;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface CatalogState {
  products: readonly Product[];
  /** Reviews shoppers submitted this session, newest first, per product id. */
  submittedReviews: Record<number, Review[]>;
}

export const initialCatalogState: CatalogState = { products: PRODUCTS, submittedReviews: {} };

export const catalogSlice = createSlice({
  name: 'catalog',
  initialState: initialCatalogState,
  reducers: {
    reviewSubmitted(state, action: PayloadAction<{ productId: number; review: Review }>) {
      const { productId, review } = action.payload;
      state.submittedReviews[productId] = [review, ...(state.submittedReviews[productId] ?? [])];
    },
  },
});

export const { reviewSubmitted } = catalogSlice.actions;

/** A guest tried to post a review (submitReview.ts): only signed-in shoppers may. */
export const reviewRefused = createAction<{ productId: number }>('catalog/reviewRefused');
