import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { FitShares, RatingCounts, ReviewFilter, ReviewSort, ShownReview } from '../types';
import { FitSummary } from './FitSummary';
import { RatingSummary } from './RatingSummary';
import { ReviewList } from './ReviewList';
import { ReviewToolbar } from './ReviewToolbar';

/**
 * One column on a phone (the summary, the fit, the reviews, the form); from 1024 px two: the
 * summary, the fit and the form on the left, the reviews beside them.
 */
const Layout = styled.div`
  display: grid;
  grid-template-areas: 'summary' 'fit' 'reviews' 'form';
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'summary reviews' 'fit reviews' 'form reviews';
    column-gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const Reviews = styled(Area)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Panel = styled(Area)`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export interface ReviewsSectionProps {
  rating: number;
  /** The catalogue's count of ratings. */
  reviewCount: number;
  counts: RatingCounts;
  /** The fit summary; undefined for a product without garment sizes (not shown). */
  fitShares?: FitShares;
  /** The reviews, sorted and filtered as `sort` and `filter` say. */
  reviews: readonly ShownReview[];
  sort: ReviewSort;
  onSortChange: (sort: ReviewSort) => void;
  filter: ReviewFilter;
  onFilterChange: (filter: ReviewFilter) => void;
  onToggleHelpful: (id: string) => void;
  onDelete: (id: string) => void;
  /** The Write a Review form (ReviewForm), as the page wires it. */
  form: ReactNode;
}

/**
 * The body of the product page's 'Customer Reviews' section (its heading stays on the page): the
 * rating breakdown, the fit summary (garments), 'Sort reviews', 'With photos', the reviews and the
 * form, laid out for a phone and for a desktop.
 */
export function ReviewsSection({
  rating,
  reviewCount,
  counts,
  fitShares,
  reviews,
  sort,
  onSortChange,
  filter,
  onFilterChange,
  onToggleHelpful,
  onDelete,
  form,
}: ReviewsSectionProps) {
  const filtered = filter.stars !== null || filter.withPhotos;
  return (
    <Layout>
      <Panel $area="summary">
        <RatingSummary
          rating={rating}
          reviews={reviewCount}
          counts={counts}
          selectedStars={filter.stars}
          onSelectStars={(stars) => onFilterChange({ ...filter, stars })}
        />
      </Panel>
      {fitShares !== undefined && (
        <Panel $area="fit">
          <FitSummary shares={fitShares} />
        </Panel>
      )}
      <Reviews $area="reviews">
        <ReviewToolbar
          sort={sort}
          onSortChange={onSortChange}
          withPhotos={filter.withPhotos}
          onWithPhotosChange={(withPhotos) => onFilterChange({ ...filter, withPhotos })}
          stars={filter.stars}
          onClearStars={() => onFilterChange({ ...filter, stars: null })}
        />
        <ReviewList
          reviews={reviews}
          filtered={filtered}
          onClearFilters={() => onFilterChange({ stars: null, withPhotos: false })}
          onToggleHelpful={onToggleHelpful}
          onDelete={onDelete}
          pageKey={`${sort} ${filter.stars ?? ''} ${filter.withPhotos}`}
        />
      </Reviews>
      <Area $area="form">{form}</Area>
    </Layout>
  );
}
