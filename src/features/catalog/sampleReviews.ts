import type { Review } from './catalogSlice';

/**
 * The three hard-coded sample reviews every product page shows (spec: "3 hard-coded sample
 * reviews"), under the reviews shoppers submit this session. Worded to fit any product.
 */
export const SAMPLE_REVIEWS: readonly Review[] = [
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
