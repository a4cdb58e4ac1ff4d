// The reviews feature (issue 34): the shopper's own reviews (the `reviews` key), the samples, what
// the product page shows of them, and the Customer Reviews section's components (props only).
export type { OwnReview, RatingCounts, ReviewFilter, ReviewSort } from './types';
export { FIT_ANSWERS } from './types';
export type { ReviewsState } from './reviewsSlice';
export { reviewsSlice, reviewWritten, reviewDeleted, helpfulToggled, reviewRefused } from './reviewsSlice';
export { SAMPLE_REVIEWS } from './sampleReviews';
export { writeReview, deleteReview, toggleHelpful, type ReviewsRoom } from './thunks';
export * from './selectors';
export { preparePhoto } from './preparePhoto';
export { ReviewForm, type ReviewFormValues } from './components/ReviewForm';
export { ReviewsSection } from './components/ReviewsSection';
