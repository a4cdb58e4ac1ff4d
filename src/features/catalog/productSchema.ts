import * as z from 'zod/mini';
import { BRANDS } from './brands';
import type { CatalogEntry } from './productFields';
import type { CategoryName } from '@/shared/lib/constants';
import { COLORS_BY_CATEGORY, SIZES_BY_CATEGORY } from '@/shared/lib/catalogOptions';

/**
 * The rules of a product of data/products.json (spec section 3), as a zod schema. The JSON holds
 * what is not derived: products.ts adds `discount` and `image`, so neither may appear here.
 *
 * For tests and Node scripts only: the app never imports this module (zod would join the
 * first-load bundle with the catalogue); data/products.test.ts checks that no app file does.
 *
 * One strict object per category (unknown keys are rejected), told apart by `category`: each
 * allows only its own sizes and colours, and only Beauty goes without a `type` (and may not have
 * one). Style: `zod/mini`, as in src/app/persistSchemas.ts.
 */

/** Not empty, nor only whitespace. */
const nonBlank = z.string().check(z.refine((s) => s.trim().length > 0, 'must not be blank'));

/** Whole rupees within the spec's price range. */
const rupees = z.int().check(z.minimum(199), z.maximum(9999));

/** A number of ratings. */
const count = z.int().check(z.minimum(0));

/** How far the average of the ratings by stars may be from the product's `rating`. */
const RATING_TOLERANCE = 0.05;

/** The average of ratings counted by stars, 5 down to 1 (0 when there are none). */
const averageOf = (counts: readonly number[]) => {
  const total = counts.reduce((sum, n) => sum + n, 0);
  return total === 0 ? 0 : counts.reduce((sum, n, i) => sum + n * (5 - i), 0) / total;
};

/** No size listed twice. */
const noRepeats = z.refine<string[]>((items) => new Set(items).size === items.length, 'repeats a size');

function categoryFields<C extends CategoryName>(category: C) {
  return {
    id: z.int().check(z.positive()),
    name: nonBlank,
    price: rupees,
    originalPrice: rupees,
    category: z.literal(category),
    brand: z.optional(z.enum(BRANDS)),
    size: z.array(z.enum(SIZES_BY_CATEGORY[category])).check(z.minLength(1), noRepeats),
    stock: z.optional(z.partialRecord(z.enum(SIZES_BY_CATEGORY[category]), z.int().check(z.minimum(0)))),
    color: z.enum(COLORS_BY_CATEGORY[category]),
    countryOfOrigin: nonBlank,
    rating: z.number().check(z.minimum(0), z.maximum(5)),
    reviews: z.int().check(z.minimum(0)),
    ratingCounts: z.tuple([count, count, count, count, count]),
  };
}

/** A garment (Women, Men, Kids): its `type` is required, and its care label. */
const garment = <C extends Exclude<CategoryName, 'Beauty'>>(category: C) =>
  z.strictObject({ ...categoryFields(category), type: nonBlank, care: nonBlank });

/** A net quantity as the pack states it: '30 ml', '4.2 g'. */
const quantity = z.string().check(z.regex(/^\d+(\.\d+)? (g|ml)$/, 'must be like "30 ml" or "4.2 g"'));

/**
 * What the pack of a Beauty product says (Legal Metrology, Cosmetics Rules): the net quantity of
 * each of its sizes (a size in ml is that many ml), the month of manufacture (YYYY-MM), the shelf
 * life in months and the ingredients.
 */
const beautyFields = {
  netQuantity: z.partialRecord(z.enum(SIZES_BY_CATEGORY.Beauty), quantity),
  manufactured: z.string().check(z.regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM')),
  shelfLifeMonths: z.int().check(z.minimum(1), z.maximum(60)),
  ingredients: nonBlank,
};

const beauty = z.strictObject({ ...categoryFields('Beauty'), ...beautyFields }).check(
  z.refine((p) => Object.keys(p.netQuantity).sort().join() === [...p.size].sort().join(), {
    message: 'netQuantity must give the quantity of each size, and only those',
    path: ['netQuantity'],
  }),
  z.refine((p) => p.size.every((s) => !s.endsWith('ml') || p.netQuantity[s] === s.replace(/ml$/, ' ml')), {
    message: 'a size in ml holds that many ml',
    path: ['netQuantity'],
  }),
);

export const productSchema = z
  .discriminatedUnion('category', [
    garment('Women'),
    garment('Men'),
    garment('Kids'),
    // Beauty products have no `type`: a strict object without the key rejects one.
    beauty,
  ])
  .check(
    z.refine((p) => p.originalPrice >= p.price, {
      message: 'originalPrice must be at least price',
      path: ['originalPrice'],
    }),
    z.refine((p) => Object.keys(p.stock ?? {}).every((size) => p.size.includes(size)), {
      message: 'stock names a size the product is not offered in',
      path: ['stock'],
    }),
    // The breakdown the product page shows (issue 34) tells the same story as the rating beside it.
    z.refine((p) => p.ratingCounts.reduce((sum, n) => sum + n, 0) === p.reviews, {
      message: 'ratingCounts must sum to reviews',
      path: ['ratingCounts'],
    }),
    z.refine((p) => Math.abs(averageOf(p.ratingCounts) - p.rating) <= RATING_TOLERANCE + 1e-9, {
      message: 'ratingCounts must average to rating within 0.05',
      path: ['ratingCounts'],
    }),
  ) satisfies z.ZodMiniType<CatalogEntry>;

/** The whole file: a list of products. */
export const catalogSchema = z.array(productSchema);
