import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ReviewFilter, ReviewSort, ShownReview } from '../types';
import { ReviewForm } from './ReviewForm';
import { ReviewsSection, type ReviewsSectionProps } from './ReviewsSection';
import { COUNTS, fakePreparePhoto, ONE_STAR, OWN_WITH_PHOTOS, SAMPLES } from './storyFixtures';

const ALL: readonly ShownReview[] = [OWN_WITH_PHOTOS, ONE_STAR, ...SAMPLES];

/** The story's stand-in for the page's selectors: the filter, then the sort. */
function shown(reviews: readonly ShownReview[], sort: ReviewSort, filter: ReviewFilter) {
  const kept = reviews.filter(
    (r) =>
      (filter.stars === null || r.rating === filter.stars) && (!filter.withPhotos || r.photos.length > 0),
  );
  const by: Record<ReviewSort, (a: ShownReview, b: ShownReview) => number> = {
    helpful: (a, b) => b.helpfulCount - a.helpfulCount,
    newest: (a, b) => b.date.localeCompare(a.date),
    highest: (a, b) => b.rating - a.rating,
    lowest: (a, b) => a.rating - b.rating,
  };
  return [...kept].sort(by[sort]);
}

const meta = {
  title: 'Reviews/ReviewsSection',
  component: ReviewsSection,
  args: {
    rating: 4.6,
    reviewCount: 4380,
    counts: COUNTS,
    fitShares: { answered: 12, small: 25, true: 67, large: 8 },
    reviews: ALL,
    sort: 'helpful',
    onSortChange: fn() as ReviewsSectionProps['onSortChange'],
    filter: { stars: null, withPhotos: false },
    onFilterChange: fn() as ReviewsSectionProps['onFilterChange'],
    onToggleHelpful: fn() as ReviewsSectionProps['onToggleHelpful'],
    onDelete: fn() as ReviewsSectionProps['onDelete'],
    form: (
      <ReviewForm
        signedIn
        askFit
        sizes={['S', 'M', 'L', 'XL']}
        onSubmit={() => 'saved'}
        preparePhoto={fakePreparePhoto}
        returnTo="/product/1"
      />
    ),
  },
  // Sorted and filtered as the shopper asks, as the page's selectors will.
  render: function Render(args) {
    const [sort, setSort] = useState(args.sort);
    const [filter, setFilter] = useState(args.filter);
    return (
      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">Customer Reviews</h2>
        <ReviewsSection
          {...args}
          reviews={shown(args.reviews, sort, filter)}
          sort={sort}
          onSortChange={(next) => {
            args.onSortChange(next);
            setSort(next);
          }}
          filter={filter}
          onFilterChange={(next) => {
            args.onFilterChange(next);
            setFilter(next);
          }}
        />
      </section>
    );
  },
} satisfies Meta<typeof ReviewsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A garment with the shopper's own review, a 1-star one and the samples. */
export const Garment: Story = {};

/** '4 stars' pressed: the two 4-star samples, and 'Showing 4-star reviews'. */
export const FourStarFilter: Story = { args: { filter: { stars: 4, withPhotos: false } } };

/** 'With photos' and '5 stars': nothing matches. */
export const NoMatch: Story = { args: { filter: { stars: 5, withPhotos: true } } };

/** A beauty product: no fit summary, and too few fit answers would say so. */
export const NotAGarment: Story = {
  args: {
    fitShares: undefined,
    reviews: SAMPLES,
    form: <ReviewForm signedIn onSubmit={() => 'saved'} preparePhoto={fakePreparePhoto} />,
  },
};

/** Fewer than 3 fit answers. */
export const FewFitAnswers: Story = { args: { fitShares: null } };

/** On a phone: one column, the form last. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
