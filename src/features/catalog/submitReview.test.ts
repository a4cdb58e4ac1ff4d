import { makeStore, toastsOf } from '@/test/app';
import { SAMPLE_PROFILE } from '@/features/auth';
import { submitReview } from './submitReview';

const shown = (store: ReturnType<typeof makeStore>) =>
  toastsOf(store)
    .getSnapshot()
    .map(({ message, tone, action }) => ({ message, tone, action }));

describe('submitReview', () => {
  beforeEach(() => jest.useFakeTimers().setSystemTime(new Date('2026-11-24T10:00:00+05:30')));
  afterEach(() => jest.useRealTimers());

  it("keeps a signed-in shopper's review under their name, dated today, newest first", () => {
    const store = makeStore({
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' }, remember: true },
    });
    expect(store.dispatch(submitReview({ productId: 3, rating: 4, comment: 'Lovely fabric' }))).toBe(true);
    store.dispatch(submitReview({ productId: 3, rating: 2, comment: '  Runs small  ' }));
    const reviews = store.getState().catalog.submittedReviews[3]!;
    expect(reviews.map((r) => [r.user, r.rating, r.comment, r.date])).toEqual([
      ['Priya Sharma', 2, 'Runs small', '2026-11-24'],
      ['Priya Sharma', 4, 'Lovely fabric', '2026-11-24'],
    ]);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(2);
    expect(shown(store)[0]).toEqual({
      message: 'Review submitted successfully!',
      tone: 'success',
      action: undefined,
    });
  });

  it("refuses a guest's review and offers to sign in, coming back to the product", () => {
    const store = makeStore();
    expect(store.dispatch(submitReview({ productId: 3, rating: 5, comment: 'Great' }))).toBe(false);
    expect(store.getState().catalog.submittedReviews).toEqual({});
    expect(shown(store)).toEqual([
      {
        message: 'Please login to submit a review',
        tone: 'error',
        action: { label: 'Sign in', href: '/login', state: { from: '/product/3' } },
      },
    ]);
  });
});
