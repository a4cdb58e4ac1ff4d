import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SAMPLE_REVIEWS } from '../../sampleReviews';
import { ReviewList } from './ReviewList';

const meta = {
  title: 'Catalog/ReviewList',
  component: ReviewList,
  args: { reviews: SAMPLE_REVIEWS },
} satisfies Meta<typeof ReviewList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The three sample reviews. */
export const Samples: Story = {};

/** A review just submitted sits on top. */
export const WithSubmittedReview: Story = {
  args: {
    reviews: [
      {
        id: 'r-1',
        user: 'Priya Sharma',
        rating: 3,
        comment: 'Pretty, but the fabric is thinner than I expected.\nStill a good buy on sale.',
        date: '2026-11-22',
      },
      ...SAMPLE_REVIEWS,
    ],
  },
};

/** Text that looks like markup is shown as text. */
export const MarkupInComment: Story = {
  args: {
    reviews: [
      {
        id: 'r-2',
        user: '<b>Guest</b>',
        rating: 1,
        comment: '<img src=x onerror=alert(1)> not HTML',
        date: '2026-11-20',
      },
    ],
  },
};

export const Empty: Story = { args: { reviews: [] } };
