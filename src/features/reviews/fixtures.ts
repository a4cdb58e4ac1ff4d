import type { OwnReview, ReviewPhoto } from './types';

/** A photo as preparePhoto makes it, described. */
export const PHOTO: ReviewPhoto = {
  src: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
  alt: 'The sleeve in daylight',
  width: 768,
  height: 1024,
};

/** A review of the shopper's own, written on this device. */
export const ownReview = (changes: Partial<OwnReview> = {}): OwnReview => ({
  id: 'review-1',
  productId: 1,
  authorId: 'sample-priya',
  author: 'Priya Sharma',
  rating: 4,
  comment: 'Soft fabric, lovely colour.',
  date: '2026-11-24',
  createdAt: 1_764_000_000_000,
  photos: [],
  ...changes,
});
