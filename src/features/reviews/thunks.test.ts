import { SAMPLE_PROFILE } from '@/features/auth';
import { makeStore, toastsOf } from '@/test/app';
import { ownReview, PHOTO } from './fixtures';
import { deleteReview, toggleHelpful, writeReview } from './thunks';

/** The messages' module loads on first use (a few microtasks), with no timer run (a toast's timer would close it). */
const flushMessages = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const PRIYA = { ...SAMPLE_PROFILE, email: 'priya@example.com' };
const signedIn = { auth: { user: PRIYA, remember: true } };

const shown = (store: ReturnType<typeof makeStore>) =>
  toastsOf(store)
    .getSnapshot()
    .map(({ message, tone, action }) => ({ message, tone, action }));

describe('writeReview', () => {
  beforeEach(() => jest.useFakeTimers().setSystemTime(new Date('2026-11-24T10:00:00+05:30')));
  afterEach(() => jest.useRealTimers());

  it("keeps a signed-in shopper's review under their name and id, dated today, newest first, with its message", async () => {
    const store = makeStore(signedIn);
    expect(
      store.dispatch(
        writeReview({
          productId: 3,
          rating: 2,
          comment: '  Runs small  ',
          fit: 'small',
          size: 'M',
          photos: [{ ...PHOTO, alt: '  The waist  ' }],
        }),
      ),
    ).toBe('saved');
    jest.advanceTimersByTime(5);
    expect(store.dispatch(writeReview({ productId: 3, rating: 5, comment: 'Lovely', photos: [] }))).toBe(
      'saved',
    );
    const [newer, older] = store.getState().reviews.own;
    expect(older).toEqual({
      id: expect.stringMatching(/^review-/),
      productId: 3,
      authorId: SAMPLE_PROFILE.id,
      author: SAMPLE_PROFILE.name,
      rating: 2,
      comment: 'Runs small',
      date: '2026-11-24',
      createdAt: new Date('2026-11-24T10:00:00+05:30').getTime(),
      fit: 'small',
      size: 'M',
      photos: [{ ...PHOTO, alt: 'The waist' }],
    });
    // Without a fit or size, the review has neither key.
    expect(newer).not.toHaveProperty('fit');
    expect(newer).not.toHaveProperty('size');
    expect(newer!.createdAt).toBeGreaterThan(older!.createdAt);
    expect(newer!.id).not.toBe(older!.id);
    await flushMessages();
    expect(shown(store)[0]).toEqual({
      message: 'Review submitted successfully!',
      tone: 'success',
      action: undefined,
    });
  });

  it('keeps at most 3 photos', () => {
    const store = makeStore(signedIn);
    store.dispatch(
      writeReview({ productId: 1, rating: 4, comment: 'Good', photos: [PHOTO, PHOTO, PHOTO, PHOTO] }),
    );
    expect(store.getState().reviews.own[0]!.photos).toHaveLength(3);
  });

  it("refuses a guest's review: nothing is kept, and no toast says it (the form does, with its Sign in link)", async () => {
    const store = makeStore();
    expect(store.dispatch(writeReview({ productId: 3, rating: 5, comment: 'Great', photos: [PHOTO] }))).toBe(
      'refused',
    );
    expect(store.getState().reviews.own).toEqual([]);
    await flushMessages();
    expect(shown(store)).toEqual([]);
  });

  it('asks storage first when there are photos: full, nothing is dispatched, and the form is told', async () => {
    const room = jest.fn(() => false);
    const store = makeStore(
      { ...signedIn, reviews: { own: [ownReview()], helpful: ['sample-1'] } },
      { reviewsRoom: room },
    );
    const input = { productId: 1, rating: 5, comment: 'Lovely', photos: [PHOTO] };
    expect(store.dispatch(writeReview(input))).toBe('photosTooLarge');
    // It was asked about the reviews with this one first, the others kept.
    expect(room).toHaveBeenCalledWith({
      own: [expect.objectContaining({ comment: 'Lovely', photos: [PHOTO] }), ownReview()],
      helpful: ['sample-1'],
    });
    expect(store.getState().reviews.own).toEqual([ownReview()]);
    await flushMessages();
    expect(shown(store)).toEqual([]);
    // 'Save without photos': no photos, storage is not asked, and it is saved.
    room.mockClear();
    expect(store.dispatch(writeReview({ ...input, photos: [] }))).toBe('saved');
    expect(room).not.toHaveBeenCalled();
    expect(store.getState().reviews.own.map((r) => r.photos)).toEqual([[], []]);
  });

  it('saves a review with photos when storage takes it', () => {
    const store = makeStore(signedIn, { reviewsRoom: () => true });
    expect(store.dispatch(writeReview({ productId: 1, rating: 5, comment: 'Lovely', photos: [PHOTO] }))).toBe(
      'saved',
    );
    expect(store.getState().reviews.own[0]!.photos).toEqual([PHOTO]);
  });
});

describe('deleteReview and toggleHelpful', () => {
  it("deletes the shopper's own review, and says when there is none", () => {
    const store = makeStore({ ...signedIn, reviews: { own: [ownReview()], helpful: ['review-1'] } });
    expect(store.dispatch(deleteReview('sample-1'))).toBe(false);
    expect(store.getState().reviews.own).toHaveLength(1);
    expect(store.dispatch(deleteReview('review-1'))).toBe(true);
    expect(store.getState().reviews).toEqual({ own: [], helpful: [] });
  });

  it('marks a review helpful on this device, and takes the mark back', () => {
    const store = makeStore();
    store.dispatch(toggleHelpful('sample-2'));
    expect(store.getState().reviews.helpful).toEqual(['sample-2']);
    store.dispatch(toggleHelpful('sample-2'));
    expect(store.getState().reviews.helpful).toEqual([]);
  });
});
