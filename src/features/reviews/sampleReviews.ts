/** One of the three reviews the shop ships: tagged 'Sample review', never verified, no fit or photos. */
export interface SampleReview {
  id: string;
  author: string;
  /** 1 to 5. */
  rating: number;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
  /** How many found it helpful before this device (its own mark comes on top). */
  helpful: number;
}

/**
 * The three hard-coded sample reviews every product page shows (spec: "3 hard-coded sample
 * reviews"), beside the shopper's own. Worded to fit any product.
 */
export const SAMPLE_REVIEWS: readonly SampleReview[] = [
  {
    id: 'sample-1',
    author: 'Ananya Iyer',
    rating: 5,
    comment: 'Lovely quality, and the colour is exactly as pictured. Worth every rupee.',
    date: '2026-10-18',
    helpful: 24,
  },
  {
    id: 'sample-2',
    author: 'Rohit Verma',
    rating: 4,
    comment: 'Good value for money. Delivery was quick and the packaging was neat.',
    date: '2026-09-30',
    helpful: 11,
  },
  {
    id: 'sample-3',
    author: 'Meera Nair',
    rating: 4,
    comment:
      'Nice finish and comfortable to use. It arrived a day later than promised, but I am happy with it.',
    date: '2026-09-02',
    helpful: 7,
  },
];
