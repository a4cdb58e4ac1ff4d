import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  /** The catalogue: empty until the app has loaded it (loadCatalogue), before its first render. */
  products: readonly Product[];
  /** Reviews shoppers submitted this session, newest first, per product id. */
  submittedReviews: Record<number, Review[]>;
}

export const initialCatalogState: CatalogState = { products: [], submittedReviews: {} };

export const catalogSlice = createSlice({
  name: 'catalog',
  initialState: initialCatalogState,
  reducers: {
    /** The catalogue arrived (the app loads it before its first render). */
    catalogueLoaded(state, action: PayloadAction<readonly Product[]>) {
      state.products = action.payload as Product[];
    },
    reviewSubmitted(state, action: PayloadAction<{ productId: number; review: Review }>) {
      const { productId, review } = action.payload;
      state.submittedReviews[productId] = [review, ...(state.submittedReviews[productId] ?? [])];
    },
  },
});

export const { catalogueLoaded, reviewSubmitted } = catalogSlice.actions;

/** A guest tried to post a review (submitReview.ts): only signed-in shoppers may. */
export const reviewRefused = createAction<{ productId: number }>('catalog/reviewRefused');
