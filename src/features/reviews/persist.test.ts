import fc from 'fast-check';
import { restoreShape } from '@/shared/lib/persistedShape';
import { ownReview, PHOTO } from './fixtures';
import { reviewsShape } from './persist';
import { initialReviewsState, type ReviewsState } from './reviewsSlice';
import { FIT_ANSWERS } from './types';

const restore = (state: unknown) => restoreShape(reviewsShape, state, 1);
const v1 = { version: 1, rehydrated: true };
const empty = (changes: Partial<ReviewsState> = {}): ReviewsState => ({ ...initialReviewsState, ...changes });

describe('the reviews key', () => {
  it('keeps well-formed reviews, with fit, size and photos, and helpful marks', () => {
    const review = ownReview({ fit: 'small', size: 'M', photos: [PHOTO, PHOTO, PHOTO] });
    expect(restore({ own: [review], helpful: ['sample-1', 'review-1'], _persist: v1 })).toEqual(
      empty({ own: [review], helpful: ['sample-1', 'review-1'] }),
    );
  });

  it('starts empty from a state without fields, and strips unknown ones everywhere', () => {
    expect(restore({ _persist: v1 })).toEqual(empty());
    expect(
      restore({
        own: [{ ...ownReview(), verified: true, photos: [{ ...PHOTO, exif: 'GPS 22.57,88.36' }] }],
        extra: 1,
        _persist: v1,
      }),
    ).toEqual(empty({ own: [ownReview({ photos: [PHOTO] })] }));
  });

  it('drops what is not an object, or is newer than this app', () => {
    expect(restore('reviews')).toBeUndefined();
    expect(restore({ own: [ownReview()], _persist: { version: 2 } })).toBeUndefined();
  });

  it('reads a state without _persist (version 0) as it is: the key has no older form', () => {
    expect(restore({ own: [ownReview()] })).toEqual(empty({ own: [ownReview()] }));
  });

  it.each<[string, unknown]>([
    ['not an object', 'review'],
    ['no id', { ...ownReview(), id: undefined }],
    ['a blank id', ownReview({ id: '  ' })],
    ['a product id of 0', ownReview({ productId: 0 })],
    ['a fractional product id', ownReview({ productId: 1.5 })],
    ['a product id as text', { ...ownReview(), productId: '1' }],
    ['a blank author id', ownReview({ authorId: '' })],
    ['a blank author', ownReview({ author: ' ' })],
    ['0 stars', ownReview({ rating: 0 })],
    ['6 stars', ownReview({ rating: 6 })],
    ['4.5 stars', ownReview({ rating: 4.5 })],
    ['a blank comment', ownReview({ comment: '\n ' })],
    ['a date that is not YYYY-MM-DD', ownReview({ date: '24/11/2026' })],
    ['a date with more after it', ownReview({ date: '2026-11-24T10:00' })],
    ['a negative moment', ownReview({ createdAt: -1 })],
    ['a fractional moment', ownReview({ createdAt: 1.5 })],
    ['photos that are not a list', { ...ownReview(), photos: PHOTO }],
    ['no photos field', { ...ownReview(), photos: undefined }],
    ['4 photos', ownReview({ photos: [PHOTO, PHOTO, PHOTO, PHOTO] })],
    ['a photo from an address', ownReview({ photos: [{ ...PHOTO, src: 'https://example.com/a.jpg' }] })],
    ['a PNG photo', ownReview({ photos: [{ ...PHOTO, src: 'data:image/png;base64,iVBORw0KGgo=' }] })],
    ['a photo of no data', ownReview({ photos: [{ ...PHOTO, src: 'data:image/jpeg;base64,' }] })],
    ['a photo with markup in its data', ownReview({ photos: [{ ...PHOTO, src: `${PHOTO.src}"><script>` }] })],
    ['a photo without a description', ownReview({ photos: [{ ...PHOTO, alt: ' ' }] })],
    ['a photo wider than 1024 px', ownReview({ photos: [{ ...PHOTO, width: 1025 }] })],
    ['a photo taller than 1024 px', ownReview({ photos: [{ ...PHOTO, height: 1025 }] })],
    ['a photo of no width', ownReview({ photos: [{ ...PHOTO, width: 0 }] })],
    ['a photo of no height', ownReview({ photos: [{ ...PHOTO, height: 0 }] })],
    ['a photo of fractional size', ownReview({ photos: [{ ...PHOTO, width: 10.5 }] })],
  ])('drops a review with %s, keeping the others', (_name, bad) => {
    const good = ownReview({ id: 'good' });
    expect(restore({ own: [bad, good], _persist: v1 })).toEqual(empty({ own: [good] }));
  });

  it('drops only an unknown fit or size from a review otherwise whole', () => {
    const { fit: _fit, size: _size, ...bare } = ownReview({ fit: 'true', size: 'M' });
    expect(restore({ own: [{ ...bare, fit: 'baggy', size: 'Huge' }], _persist: v1 })).toEqual(
      empty({ own: [bare] }),
    );
    expect(restore({ own: [{ ...bare, fit: 'large', size: 3 }], _persist: v1 })).toEqual(
      empty({ own: [{ ...bare, fit: 'large' }] }),
    );
    expect(restore({ own: [{ ...bare, size: '32' }], _persist: v1 })).toEqual(
      empty({ own: [{ ...bare, size: '32' }] }),
    );
  });

  it('keeps each review once (the first), newest first', () => {
    const older = ownReview({ id: 'a', createdAt: 1 });
    const newer = ownReview({ id: 'b', createdAt: 2 });
    expect(restore({ own: [older, newer, { ...older, comment: 'copy' }], _persist: v1 })?.own).toEqual([
      newer,
      older,
    ]);
  });

  it('keeps each helpful mark once, dropping what is not an id', () => {
    expect(
      restore({ helpful: ['sample-1', 'sample-1', '', ' ', 3, null, 'review-9'], _persist: v1 }),
    ).toEqual(empty({ helpful: ['sample-1', 'review-9'] }));
    expect(restore({ helpful: 'sample-1', own: 'x', _persist: v1 })).toEqual(empty());
  });

  it('gives back whatever well-formed state it was given (property)', () => {
    const text = fc.string({ minLength: 1, maxLength: 20 }).filter((t) => t.trim() !== '');
    const photo = fc.record({
      src: fc
        .uint8Array({ minLength: 1, maxLength: 30 })
        .map((bytes) => `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`),
      alt: text,
      width: fc.integer({ min: 1, max: 1024 }),
      height: fc.integer({ min: 1, max: 1024 }),
    });
    const review = fc.record(
      {
        id: text,
        productId: fc.integer({ min: 1, max: 100_000 }),
        authorId: text,
        author: text,
        rating: fc.integer({ min: 1, max: 5 }),
        comment: text,
        date: fc.constantFrom('2026-11-24', '2025-01-02'),
        createdAt: fc.nat(),
        fit: fc.constantFrom(...FIT_ANSWERS),
        size: fc.constantFrom('S', 'M', 'XL', '32', '4-5Y', 'One Size'),
        photos: fc.array(photo, { maxLength: 3 }),
      },
      {
        requiredKeys: [
          'id',
          'productId',
          'authorId',
          'author',
          'rating',
          'comment',
          'date',
          'createdAt',
          'photos',
        ],
      },
    );
    const state = fc.record({
      own: fc
        .uniqueArray(review, { selector: (r) => r.id, maxLength: 5 })
        .map((reviews) => [...reviews].sort((a, b) => b.createdAt - a.createdAt)),
      helpful: fc.uniqueArray(text, { maxLength: 5 }),
    });
    fc.assert(
      fc.property(state, (reviews) => {
        expect(restore({ ...reviews, _persist: v1 })).toEqual(reviews);
      }),
      { numRuns: 200 },
    );
  });
});
