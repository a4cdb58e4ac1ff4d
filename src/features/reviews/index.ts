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
