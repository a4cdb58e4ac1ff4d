import type { RatingCounts, ReviewPhoto, ShownReview } from '../types';

/**
 * Fixed reviews, photos and counts for the components' stories and tests: never for the shop itself.
 * The photos are tiny JPEGs (a gradient and a disc, drawn once in Chromium), so every story draws the
 * same pixels.
 */

const KURTA_SRC =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCABAADADASIAAhEBAxEB/8QAGgABAQEAAwEAAAAAAAAAAAAAAwIFAAEEBv/EACQQAQACAgEDAwUAAAAAAAAAAAIAAQMRBAUhQRITcSIxMmGh/8QAGQEAAwEBAQAAAAAAAAAAAAAAAAIFAwQB/8QAHREAAwEBAAIDAAAAAAAAAAAAAAECEQMTFBIhIv/aAAwDAQACEQMRAD8AwAI4EoCMBGLTZIEcCUBGAgI2SBGAlARwICNmOBHIlATrkfQKqvMTpaiXTHX28OrzA/atxMXIx3elXp/c8c5Jnudd018cm2BvvUYCeTpLvJiQvv6L/lzUAlLnauVSOW/y8McCRzMV3hp1X433+J7AIxx7rV1DpCuXLPVWPT56cmzk6TjyLeN3j341uovH6NiDpZXeTXjWqkz1Om4b+aMJ6Lx0eOsirXuX2+KmsBKGOqqqqtVUcCU+cKJUo47v5PTHAjgSgIwEcGyQI4EoCMBARskCMBLAjAQEbP/Z';
const DRAPE_SRC =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEADASIAAhEBAxEB/8QAGgAAAwEBAQEAAAAAAAAAAAAAAgMGBQEEAP/EACcQAAICAgAEBgMBAAAAAAAAAAECAAMEEQUGITESE0FCcaFRUvDx/8QAFwEAAwEAAAAAAAAAAAAAAAAAAgMEBf/EAB0RAAMAAgMBAQAAAAAAAAAAAAABAhExAxIhBBP/2gAMAwEAAhEDEQA/APMix6LBRY9FmIkbbYSLHosFQANnoBPDfxvHpYrUjWkeoOhHRx1WkB69Guix6LMbE49jWOEuRqSfUnYm9WAQCCCD2IhuKnaF1lbCRY9FgoseiwkhLZKIsciziLHosnSKmzL47c1WKlSkg2k7+B/ok/KTmDGazDS5Bvyj1+D/AAk3NP5sfn4HGj6V3KeQ12HZQ5JNLDRP4PYfRkjLLlDDenBsvcEeew8O/wBR6/Zhc2OoHNjqb6LHos4ixyLJUiJslEWPRYKLHosnSKmzqoCNEbB7gzMyeWse+wvTY1O/aBsTZRY9FjYpzoDu1oxMLlbFptD5FjX69pHhU/Mo60AAAAAHQATiLHosY6dbF3brYSLHosFFj0WEkJbP/9k=';
const DETAIL_SRC =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwADADASIAAhEBAxEB/8QAGAAAAwEBAAAAAAAAAAAAAAAAAAQFBgP/xAAlEAACAgIABQQDAAAAAAAAAAABAgADBBEFBhIhQRMxcZFRofH/xAAYAQADAQEAAAAAAAAAAAAAAAABAwQFAP/EABwRAAIDAAMBAAAAAAAAAAAAAAABAgMRBBITMv/aAAwDAQACEQMRAD8AhVpGa0hWkZqrJIABJPsBN6UiJIK0jFaS3g8sZVtYfIdaAfZSNt9Ttfy5kUKWpsW4DwBo/UkfJr3NGquWbhHrSM1pBKyDojRHiM1pC5ASM5Wk0nKeGtubZe4BFKjpB/J8/oyHWk0PK9y05dlLHXqqNfI/pg5Lfm8DWl2WmqhCExSwhcZxlTKW1QB6g7/IitaShxVxZkKi9+gd/kxetJo1t9FpPL6M5WkZqUggjsRCtIzWkqkxSRTxeL3ogW1BZryToztZxO61elEFe/O9mT60jFaSV1w3cGqUgRNnZ94zWkK0jNaTmzkj/9k=';

export const PHOTO_KURTA: ReviewPhoto = {
  src: KURTA_SRC,
  alt: 'The kurta on a hanger, its pink deepening towards the hem',
  width: 768,
  height: 1024,
};
export const PHOTO_DRAPE: ReviewPhoto = {
  src: DRAPE_SRC,
  alt: 'The dupatta draped over a chair in daylight',
  width: 1024,
  height: 768,
};
export const PHOTO_DETAIL: ReviewPhoto = {
  src: DETAIL_SRC,
  alt: 'A close-up of the embroidery at the neckline',
  width: 1024,
  height: 1024,
};

/** Product 1's counts in the catalogue's shape: 4,380 ratings, 5 stars down to 1. */
export const COUNTS: RatingCounts = [2714, 1052, 351, 132, 131];

const base = {
  photos: [],
  helpfulCount: 0,
  markedHelpful: false,
  verified: false,
  sample: false,
  own: false,
} satisfies Partial<ShownReview>;

/** The three samples the shop ships, as the page shows them. */
export const SAMPLES: readonly ShownReview[] = [
  {
    ...base,
    id: 'sample-1',
    author: 'Ananya Iyer',
    rating: 5,
    comment: 'Lovely quality, and the colour is exactly as pictured. Worth every rupee.',
    date: '2026-10-18',
    helpfulCount: 12,
    sample: true,
  },
  {
    ...base,
    id: 'sample-2',
    author: 'Rohit Verma',
    rating: 4,
    comment: 'Good value for money. Delivery was quick and the packaging was neat.',
    date: '2026-09-30',
    helpfulCount: 4,
    sample: true,
  },
  {
    ...base,
    id: 'sample-3',
    author: 'Meera Nair',
    rating: 4,
    comment:
      'Nice finish and comfortable to use. It arrived a day later than promised, but I am happy with it.',
    date: '2026-09-02',
    helpfulCount: 1,
    sample: true,
  },
];

/** The signed-in shopper's own review: verified, with a size, a fit answer and three photos. */
export const OWN_WITH_PHOTOS: ShownReview = {
  ...base,
  id: 'own-1',
  author: 'Priya Sharma',
  rating: 3,
  comment: 'Pretty, but the fabric is thinner than I expected.\nStill a good buy on sale.',
  date: '2026-11-22',
  size: 'M',
  fit: 'small',
  photos: [PHOTO_KURTA, PHOTO_DRAPE, PHOTO_DETAIL],
  verified: true,
  own: true,
};

/** Another shopper's 1-star review, shown like any other. */
export const ONE_STAR: ShownReview = {
  ...base,
  id: 'other-1',
  author: 'Kavya Reddy',
  rating: 1,
  comment: 'The stitching came apart after one wash.',
  date: '2026-11-05',
  size: 'L',
  fit: 'large',
  helpfulCount: 3,
  markedHelpful: true,
};

/** Text that looks like markup: shown as text. */
export const MARKUP: ShownReview = {
  ...base,
  id: 'other-2',
  author: '<b>Guest</b>',
  rating: 2,
  comment: '<img src=x onerror=alert(1)> not HTML',
  date: '2026-11-20',
};

/** Twelve reviews, enough for 'Show more reviews' twice. */
export const MANY: readonly ShownReview[] = Array.from({ length: 12 }, (_, i) => ({
  ...base,
  id: `many-${i + 1}`,
  author: `Shopper ${i + 1}`,
  rating: 5 - (i % 5),
  comment: `Review number ${i + 1}: ${i % 2 === 0 ? 'fits well and the colour holds.' : 'good, not great.'}`,
  date: `2026-10-${String(28 - i).padStart(2, '0')}`,
  helpfulCount: 12 - i,
}));

/**
 * What the data layer's downscaler gives for an accepted file, here at once and without reading it:
 * one of the three small JPEGs (by the length of the file's name, so a story always draws the same),
 * with no description yet.
 */
export const fakePreparePhoto = (file: File): Promise<ReviewPhoto> => {
  const photos = [PHOTO_KURTA, PHOTO_DRAPE, PHOTO_DETAIL];
  const photo = photos[file.name.length % photos.length] ?? PHOTO_KURTA;
  return Promise.resolve({ ...photo, alt: '' });
};

/** A file as the shopper's picker gives it (its bytes are never read by the fake). */
export const imageFile = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });
