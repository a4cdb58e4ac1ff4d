import { SAMPLE_PROFILE } from '@/features/auth';
import { PRODUCTS, type Product } from '@/features/catalog';
import type { Order } from '@/features/orders';
import { makeStore, type RootState } from '@/test/app';
import { ownReview, PHOTO } from './fixtures';
import type { ReviewsState } from './reviewsSlice';
import {
  FIT_ANSWERS_NEEDED,
  selectDeliveredProductIds,
  selectFitShares,
  selectHelpfulIds,
  selectOwnReviews,
  selectRatingBreakdown,
  selectShownReviews,
  type ReviewView,
} from './selectors';
import type { OwnReview } from './types';

const product = (id: number) => PRODUCTS.find((p) => p.id === id)!;
const KURTA = product(1); // in the sample profile's delivered ORD-001
const JEANS = product(22); // in her shipped ORD-002
const LEHENGA = product(40); // in her processing ORD-003
const LIPSTICK = product(56); // Beauty, in ORD-001: no garment sizes
const SHIRT = product(24);

const PRIYA = { ...SAMPLE_PROFILE, email: 'priya@example.com' };
const OTHER = { ...PRIYA, id: 'u-2', name: 'Asha Rao' };

function stateWith(
  own: OwnReview[] = [],
  {
    user = PRIYA as typeof PRIYA | null,
    helpful = [] as string[],
    orders = [] as Order[],
    changes = {},
  } = {},
): RootState {
  const reviews: ReviewsState = { own, helpful };
  return makeStore({
    auth: { user, remember: true },
    reviews,
    orders: { list: orders, changes },
  }).getState();
}

const ids = (state: RootState, p = KURTA, view?: ReviewView) =>
  selectShownReviews(state, p, view).map((r) => r.id);

describe('selectShownReviews', () => {
  it('shows the three samples, tagged, never verified, never own, with their helpful counts, and no fit or photos', () => {
    const shown = selectShownReviews(stateWith(), KURTA);
    expect(shown).toEqual([
      {
        id: 'sample-1',
        author: 'Ananya Iyer',
        date: '2026-10-18',
        rating: 5,
        comment: expect.any(String),
        photos: [],
        helpfulCount: 24,
        markedHelpful: false,
        verified: false,
        sample: true,
        own: false,
      },
      expect.objectContaining({ id: 'sample-2', helpfulCount: 11, rating: 4, sample: true }),
      expect.objectContaining({ id: 'sample-3', helpfulCount: 7, rating: 4, sample: true }),
    ]);
    expect(shown[0]).not.toHaveProperty('fit');
    expect(shown[0]).not.toHaveProperty('size');
  });

  it("adds the shopper's own reviews of this product only, as written: a 1-star as a 5-star", () => {
    const one = ownReview({
      id: 'one',
      rating: 1,
      comment: 'Faded at once',
      fit: 'small',
      size: 'M',
      photos: [PHOTO],
    });
    const other = ownReview({ id: 'other', productId: 2 });
    const shown = selectShownReviews(stateWith([one, other]), KURTA, { sort: 'newest' });
    expect(shown.map((r) => r.id)).toEqual(['one', 'sample-1', 'sample-2', 'sample-3']);
    expect(shown[0]).toEqual({
      id: 'one',
      author: 'Priya Sharma',
      date: '2026-11-24',
      rating: 1,
      comment: 'Faded at once',
      size: 'M',
      fit: 'small',
      photos: [PHOTO],
      helpfulCount: 0,
      markedHelpful: false,
      verified: true,
      sample: false,
      own: true,
    });
    expect(ids(stateWith([one, other]), product(2))).toEqual(['sample-1', 'sample-2', 'sample-3', 'other']);
  });

  it("counts this device's helpful mark once, on samples and own reviews alike", () => {
    const state = stateWith([ownReview()], { helpful: ['sample-3', 'review-1'] });
    const shown = selectShownReviews(state, KURTA);
    const byId = Object.fromEntries(shown.map((r) => [r.id, r]));
    expect(byId['sample-3']).toMatchObject({ helpfulCount: 8, markedHelpful: true });
    expect(byId['sample-1']).toMatchObject({ helpfulCount: 24, markedHelpful: false });
    expect(byId['review-1']).toMatchObject({ helpfulCount: 1, markedHelpful: true });
  });

  describe('sorts', () => {
    const newer = ownReview({ id: 'newer', rating: 3, createdAt: 2 });
    const older = ownReview({ id: 'older', rating: 3, createdAt: 1 });
    const earlier = ownReview({ id: 'earlier', rating: 2, date: '2026-10-18', createdAt: 9 });
    const state = stateWith([newer, older, earlier], { helpful: ['older', 'sample-3'] });

    it.each<[ReviewView | undefined, string[]]>([
      // Most helpful (the default): counts down, then the newest (sample-1's day: the own one written that day first).
      [undefined, ['sample-1', 'sample-2', 'sample-3', 'older', 'newer', 'earlier']],
      [{}, ['sample-1', 'sample-2', 'sample-3', 'older', 'newer', 'earlier']],
      [{ sort: 'helpful' }, ['sample-1', 'sample-2', 'sample-3', 'older', 'newer', 'earlier']],
      // Newest: by date, then the moment written; a sample is the oldest of its day.
      [{ sort: 'newest' }, ['newer', 'older', 'earlier', 'sample-1', 'sample-2', 'sample-3']],
      // Highest and lowest rating, the newest first on a tie.
      [{ sort: 'highest' }, ['sample-1', 'sample-2', 'sample-3', 'newer', 'older', 'earlier']],
      [{ sort: 'lowest' }, ['earlier', 'newer', 'older', 'sample-2', 'sample-3', 'sample-1']],
    ])('%j', (view, expected) => {
      expect(ids(state, KURTA, view)).toEqual(expected);
    });

    it('puts the later date first whatever the moment written says', () => {
      const a = ownReview({ id: 'a', date: '2026-11-25', createdAt: 1 });
      const b = ownReview({ id: 'b', date: '2026-11-24', createdAt: 5 });
      expect(ids(stateWith([b, a]), KURTA, { sort: 'newest' }).slice(0, 2)).toEqual(['a', 'b']);
      expect(ids(stateWith([a, b]), KURTA, { sort: 'newest' }).slice(0, 2)).toEqual(['a', 'b']);
    });
  });

  describe('filters', () => {
    const withPhoto = ownReview({ id: 'photo', rating: 4, photos: [PHOTO] });
    const plain = ownReview({ id: 'plain', rating: 1 });
    const state = stateWith([withPhoto, plain]);

    it.each<[Partial<ReviewView['filter']>, string[]]>([
      [{}, ['sample-1', 'sample-2', 'sample-3', 'photo', 'plain']],
      [{ stars: null }, ['sample-1', 'sample-2', 'sample-3', 'photo', 'plain']],
      [{ stars: 4 }, ['sample-2', 'sample-3', 'photo']],
      [{ stars: 1 }, ['plain']],
      [{ stars: 2 }, []],
      [{ withPhotos: true }, ['photo']],
      [{ withPhotos: false }, ['sample-1', 'sample-2', 'sample-3', 'photo', 'plain']],
      [{ stars: 4, withPhotos: true }, ['photo']],
      [{ stars: 5, withPhotos: true }, []],
    ])('%j', (filter, expected) => {
      expect(ids(state, KURTA, { filter })).toEqual(expected);
    });
  });

  describe("'Verified purchase'", () => {
    const delivered = (id: string, productId: number, status = 'delivered'): Order => ({
      id,
      date: '2026-11-01T10:00:00.000Z',
      status,
      total: 1000,
      items: [{ id: productId, name: 'A product', price: 900, quantity: 1, size: 'M', image: '/x.svg' }],
      shipping: {
        name: 'A',
        email: 'a@b.in',
        phone: '1',
        address: 'x',
        city: 'y',
        state: 'z',
        pincode: '700016',
      },
      payment: { method: 'cod' },
    });
    const verified = (state: RootState, p = KURTA) =>
      selectShownReviews(state, p)
        .filter((r) => r.own)
        .map((r) => r.verified);

    it("marks the sample profile's review of a product of her delivered sample order", () => {
      expect(verified(stateWith([ownReview()]))).toEqual([true]);
      expect(verified(stateWith([ownReview({ productId: 56 })]), LIPSTICK)).toEqual([true]);
    });

    it('not for a product of an order shipped or still processing, nor of no order', () => {
      expect(verified(stateWith([ownReview({ productId: 22 })]), JEANS)).toEqual([false]);
      expect(verified(stateWith([ownReview({ productId: 40 })]), LEHENGA)).toEqual([false]);
      expect(verified(stateWith([ownReview({ productId: 3 })]), product(3))).toEqual([false]);
    });

    it('not for a review its author wrote when someone else is signed in, nor for a guest', () => {
      expect(verified(stateWith([ownReview({ authorId: 'u-2' })]))).toEqual([false]);
      expect(verified(stateWith([ownReview()], { user: null }))).toEqual([false]);
    });

    it("counts a shopper's own delivered order (even with a return asked), never a cancelled one, and no sample order of another shopper", () => {
      const mine = ownReview({ authorId: 'u-2', productId: 24 });
      expect(verified(stateWith([mine], { user: OTHER }), SHIRT)).toEqual([false]);
      expect(verified(stateWith([mine], { user: OTHER, orders: [delivered('ORD-004', 24)] }), SHIRT)).toEqual(
        [true],
      );
      const returned = {
        'ORD-004': {
          returnRequest: {
            id: 'RET-1001',
            date: '2026-11-20T10:00:00.000Z',
            items: [{ id: 24, size: 'M' }],
            reason: 'tooSmall' as const,
            resolution: 'exchange' as const,
          },
        },
      };
      expect(
        verified(
          stateWith([mine], { user: OTHER, orders: [delivered('ORD-004', 24)], changes: returned }),
          SHIRT,
        ),
      ).toEqual([true]);
      const cancelled = { 'ORD-004': { cancelled: { date: '2026-11-02T10:00:00.000Z' } } };
      expect(
        verified(
          stateWith([mine], { user: OTHER, orders: [delivered('ORD-004', 24)], changes: cancelled }),
          SHIRT,
        ),
      ).toEqual([false]);
      expect(
        verified(stateWith([mine], { user: OTHER, orders: [delivered('ORD-004', 24, 'shipped')] }), SHIRT),
      ).toEqual([false]);
      // Another shopper never has the sample profile's sample orders.
      expect(verified(stateWith([ownReview({ authorId: 'u-2' })], { user: OTHER }))).toEqual([false]);
    });

    it('never marks a sample, even on a delivered product', () => {
      expect(selectShownReviews(stateWith(), KURTA).some((r) => r.verified)).toBe(false);
    });

    it('selectDeliveredProductIds: the products of the delivered orders shown to the shopper', () => {
      expect([...selectDeliveredProductIds(stateWith())].sort((a, b) => a - b)).toEqual([1, 56]);
      expect([...selectDeliveredProductIds(stateWith([], { user: null }))]).toEqual([]);
    });
  });

  it('is memoized: the same list for the same state and view, whatever object the view is', () => {
    const state = stateWith([ownReview()]);
    const first = selectShownReviews(state, KURTA, { sort: 'newest', filter: { stars: 4 } });
    expect(selectShownReviews(state, KURTA, { sort: 'newest', filter: { stars: 4 } })).toBe(first);
    expect(
      selectShownReviews(state, { ...KURTA }, { sort: 'newest', filter: { stars: 4, withPhotos: false } }),
    ).toBe(first);
  });
});

describe('selectFitShares', () => {
  const fits = (...answers: ('small' | 'true' | 'large')[]) =>
    answers.map((fit, i) => ownReview({ id: `r${i}`, fit, createdAt: i }));

  it(`is null until ${FIT_ANSWERS_NEEDED} shown reviews answered the fit question`, () => {
    expect(selectFitShares(stateWith(), KURTA)).toBeNull();
    expect(
      selectFitShares(stateWith([...fits('small', 'true'), ownReview({ id: 'no-fit' })]), KURTA),
    ).toBeNull();
  });

  it('gives whole percents summing to 100 (largest remainder), and how many answered', () => {
    expect(selectFitShares(stateWith(fits('small', 'true', 'large')), KURTA)).toEqual({
      answered: 3,
      small: 34,
      true: 33,
      large: 33,
    });
    expect(selectFitShares(stateWith(fits('true', 'true', 'large', 'true')), KURTA)).toEqual({
      answered: 4,
      small: 0,
      true: 75,
      large: 25,
    });
    expect(selectFitShares(stateWith(fits('large', 'small', 'small')), KURTA)).toEqual({
      answered: 3,
      small: 67,
      true: 0,
      large: 33,
    });
  });

  it("counts only this product's reviews", () => {
    const elsewhere = fits('small', 'small', 'small').map((r) => ({ ...r, productId: 2 }));
    expect(selectFitShares(stateWith(elsewhere), KURTA)).toBeNull();
    expect(selectFitShares(stateWith(elsewhere), product(2))).toMatchObject({ answered: 3, small: 100 });
  });

  it('is null for a product without garment sizes (Beauty)', () => {
    const onLipstick = fits('small', 'true', 'large').map((r) => ({ ...r, productId: 56 }));
    expect(selectFitShares(stateWith(onLipstick), LIPSTICK)).toBeNull();
  });
});

describe('selectRatingBreakdown', () => {
  it("gives the catalogue's counts, 5 stars down to 1, and their whole-percent shares", () => {
    expect(selectRatingBreakdown(stateWith(), KURTA)).toEqual({
      counts: [918, 260, 74, 21, 11],
      shares: [71, 20, 6, 2, 1],
    });
    const shares = selectRatingBreakdown(stateWith(), product(7))!.shares;
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('is null for a product the catalogue gives no counts (a bench catalogue)', () => {
    const bare: Pick<Product, 'ratingCounts'> = { ...KURTA, ratingCounts: undefined };
    expect(selectRatingBreakdown(stateWith(), bare)).toBeNull();
  });
});

describe('selectOwnReviews and selectHelpfulIds', () => {
  it("give the reviews key's two lists", () => {
    const state = stateWith([ownReview()], { helpful: ['sample-1'] });
    expect(selectOwnReviews(state)).toEqual([ownReview()]);
    expect(selectHelpfulIds(state)).toEqual(['sample-1']);
  });
});
