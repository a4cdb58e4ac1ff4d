import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ReviewList, type ReviewListProps } from './ReviewList';
import { MANY, ONE_STAR, OWN_WITH_PHOTOS, SAMPLES } from './storyFixtures';

const meta = {
  title: 'Reviews/ReviewList',
  component: ReviewList,
  args: {
    reviews: SAMPLES,
    filtered: false,
    onClearFilters: fn() as ReviewListProps['onClearFilters'],
    onToggleHelpful: fn() as ReviewListProps['onToggleHelpful'],
    onDelete: fn() as ReviewListProps['onDelete'],
  },
  // A deleted review goes from the list, as the page's store would take it away.
  render: function Render(args) {
    const [reviews, setReviews] = useState(args.reviews);
    return (
      <div style={{ maxWidth: '44rem' }}>
        <ReviewList
          {...args}
          reviews={reviews}
          onDelete={(id) => {
            args.onDelete(id);
            setReviews((current) => current.filter((review) => review.id !== id));
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ReviewList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The three samples. */
export const Samples: Story = {};

/** The shopper's own on top, a 1-star one, then the samples. */
export const WithOwnAndOneStar: Story = { args: { reviews: [OWN_WITH_PHOTOS, ONE_STAR, ...SAMPLES] } };

/** Twelve reviews: the first 5, then 'Show more reviews'. */
export const Many: Story = { args: { reviews: MANY } };

/** 'Show more reviews' pressed: 10 shown, focus on the sixth. */
export const ShowMore: Story = {
  args: { reviews: MANY },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more reviews' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    await expect(canvas.getByRole('article', { name: 'Shopper 6' })).toHaveFocus();
  },
};

/** A filter that matches nothing: 'No reviews match these filters' with 'Clear filters'. */
export const NoMatch: Story = { args: { reviews: [], filtered: true } };

/** No reviews at all. */
export const Empty: Story = { args: { reviews: [] } };
