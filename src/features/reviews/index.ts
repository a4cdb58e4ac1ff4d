export type {
  FitAnswer,
  FitShares,
  OwnReview,
  PhotoRefusal,
  RatingCounts,
  ReviewFilter,
  ReviewPhoto,
  ReviewSort,
  ShownReview,
} from './types';
export { FIT_ANSWERS, FIT_LABELS, REVIEW_SORT_LABELS } from './types';
export type { ReviewsState } from './reviewsSlice';
export {
  reviewsSlice,
  reviewWritten,
  reviewDeleted,
  helpfulToggled,
  reviewRefused,
} from './reviewsSlice';
export { SAMPLE_REVIEWS } from './sampleReviews';
export {
  writeReview,
  deleteReview,
  toggleHelpful,
  type ReviewsRoom,
  type WriteReviewInput,
  type WriteReviewResult,
} from './thunks';
export * from './selectors';
export { preparePhoto } from './preparePhoto';
export { MAX_PHOTOS, PHOTO_TYPES } from './photoRules';

// The reviews feature's components (issue 34): presentational, props only.
export { RatingSummary } from './components/RatingSummary';
export { FitSummary } from './components/FitSummary';
export { ReviewToolbar } from './components/ReviewToolbar';
export { ReviewCard } from './components/ReviewCard';
export { ReviewList } from './components/ReviewList';
export { PhotoDialog } from './components/PhotoDialog';
export { DeleteReviewDialog } from './components/DeleteReviewDialog';
export {
  ReviewForm,
  type ReviewFormProps,
  type ReviewFormValues,
  type ReviewSubmitResult,
} from './components/ReviewForm';
export { ReviewsSection, type ReviewsSectionProps } from './components/ReviewsSection';
