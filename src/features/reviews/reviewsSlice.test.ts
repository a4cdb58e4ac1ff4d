import { loggedOut } from '@/features/auth';
import { ownReview } from './fixtures';
import {
  helpfulToggled,
  initialReviewsState,
  reviewDeleted,
  reviewRefused,
  reviewsSlice,
  reviewWritten,
  type ReviewsState,
} from './reviewsSlice';

const reduce = reviewsSlice.reducer;
const state = (changes: Partial<ReviewsState> = {}): ReviewsState => ({ ...initialReviewsState, ...changes });

describe('reviews slice', () => {
  it('starts with no reviews and no helpful marks', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ own: [], helpful: [] });
  });

  it('keeps a written review first, and a review already kept only once', () => {
    const a = ownReview({ id: 'a' });
    const b = ownReview({ id: 'b', rating: 1 });
    const written = [reviewWritten(a), reviewWritten(b), reviewWritten({ ...a, comment: 'again' })].reduce(
      reduce,
      state(),
    );
    expect(written.own).toEqual([b, a]);
  });

  it('deletes a review and its helpful mark, leaving the others', () => {
    const before = state({
      own: [ownReview({ id: 'a' }), ownReview({ id: 'b' })],
      helpful: ['sample-1', 'a', 'b'],
    });
    const after = reduce(before, reviewDeleted({ id: 'a' }));
    expect(after.own.map((r) => r.id)).toEqual(['b']);
    expect(after.helpful).toEqual(['sample-1', 'b']);
    expect(reduce(before, reviewDeleted({ id: 'none' }))).toEqual(before);
  });

  it('marks a review helpful once, and unmarks it when pressed again', () => {
    const once = reduce(state({ helpful: ['sample-2'] }), helpfulToggled({ id: 'sample-1' }));
    expect(once.helpful).toEqual(['sample-2', 'sample-1']);
    expect(reduce(once, helpfulToggled({ id: 'sample-2' })).helpful).toEqual(['sample-1']);
    expect(
      reduce(reduce(once, helpfulToggled({ id: 'sample-1' })), helpfulToggled({ id: 'sample-1' })),
    ).toEqual(once);
  });

  it('empties itself on logout', () => {
    expect(reduce(state({ own: [ownReview()], helpful: ['sample-1'] }), loggedOut())).toEqual(
      initialReviewsState,
    );
  });

  it("names a guest's refused review after the reviews", () => {
    expect(reviewRefused({ productId: 3 })).toEqual({
      type: 'reviews/reviewRefused',
      payload: { productId: 3 },
    });
  });
});
