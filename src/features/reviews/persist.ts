import * as z from 'zod/mini';
import { SIZES_BY_CATEGORY } from '@/shared/lib/catalogOptions';
import { lenientArray, uniqueBy, type PersistedShape } from '@/shared/lib/persistedShape';
import type { ReviewsState } from './reviewsSlice';
import type { FitAnswer, OwnReview } from './types';
import { MAX_PHOTOS, MAX_PHOTO_SIDE } from './photoRules';

/**
 * The `reviews` key (issue 34): the reviews the shopper wrote on this device, newest first, with
 * their photos (downscaled JPEG data), and the ids of the reviews this device marked helpful.
 * New in version 1: no older form. A review out of shape is dropped, item by item (a partial
 * review would say something its author did not); only an unknown fit or size is dropped from a
 * review that is otherwise whole, as an order keeps itself without a coupon out of shape.
 */

const nonBlank = z.string().check(z.refine((text) => text.trim().length > 0, 'blank'));

/** The photo as the shop made it: JPEG data, never an address (nothing is fetched from elsewhere). */
const photoSchema = z.object({
  src: z.string().check(z.regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/)),
  alt: nonBlank,
  width: z.int().check(z.minimum(1), z.maximum(MAX_PHOTO_SIDE)),
  height: z.int().check(z.minimum(1), z.maximum(MAX_PHOTO_SIDE)),
});

/** A size of the catalogue's lists (spec section 9). */
const size = z.enum([...new Set(Object.values(SIZES_BY_CATEGORY).flat())] as [string, ...string[]]);

const reviewSchema = z.object({
  id: nonBlank,
  productId: z.int().check(z.positive()),
  authorId: nonBlank,
  author: nonBlank,
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: nonBlank,
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  createdAt: z.int().check(z.minimum(0)),
  fit: z.catch(
    z.optional(z.enum(['small', 'true', 'large'] as const satisfies readonly FitAnswer[])),
    undefined,
  ),
  size: z.catch(z.optional(size), undefined),
  photos: z.array(photoSchema).check(z.maxLength(MAX_PHOTOS)),
});

/** Without the keys of a fit or size that was dropped (undefined is no stored value). */
const withoutEmpty = (review: z.output<typeof reviewSchema>): OwnReview => {
  const { fit, size: bought, ...rest } = review;
  return { ...rest, ...(fit && { fit }), ...(bought && { size: bought }) };
};

const ownSchema = z.pipe(
  lenientArray(reviewSchema),
  z.transform((reviews) =>
    // Each id once (the first wins), newest first: also what two areas' reviews merged make.
    uniqueBy(reviews.map(withoutEmpty), (review) => review.id).sort((a, b) => b.createdAt - a.createdAt),
  ),
);

const helpfulSchema = z.pipe(
  lenientArray(nonBlank),
  z.transform((ids) => uniqueBy(ids, (id) => id)),
);

const reviewsStateSchema = z.object({
  own: ownSchema,
  helpful: helpfulSchema,
}) satisfies z.ZodMiniType<ReviewsState>;

export const reviewsShape: PersistedShape<ReviewsState> = {
  schema: reviewsStateSchema,
  migrations: {},
};
