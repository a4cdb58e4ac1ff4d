import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ReviewList, type Review } from './ReviewList';

/** The shop's three sample reviews (features/reviews sampleReviews.ts), as this list shows them. */
const SAMPLE_REVIEWS: readonly Review[] = [
  {
    id: 'sample-1',
    user: 'Ananya Iyer',
    rating: 5,
    comment: 'Lovely quality, and the colour is exactly as pictured. Worth every rupee.',
    date: '2026-10-18',
  },
  {
    id: 'sample-2',
    user: 'Rohit Verma',
    rating: 4,
    comment: 'Good value for money. Delivery was quick and the packaging was neat.',
    date: '2026-09-30',
  },
  {
    id: 'sample-3',
    user: 'Meera Nair',
    rating: 4,
    comment:
      'Nice finish and comfortable to use. It arrived a day later than promised, but I am happy with it.',
    date: '2026-09-02',
  },
];

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
