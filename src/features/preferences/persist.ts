import * as z from 'zod/mini';
import { lenientArray, uniqueBy, type PersistedShape } from '@/shared/lib/persistedShape';
import { SIZES_BY_CATEGORY } from '@/shared/lib/catalogOptions';
import { RECENTLY_VIEWED_KEPT, SIZE_KINDS, type SizeKind } from '@/shared/lib/sizeKinds';
import type { PreferencesState } from './preferencesSlice';

/** The `preferences` key: what this browser's shopper chose that is not an account's. */

/** A pincode as the delivery check takes it; anything else is forgotten. */
const pincodeSchema = z.string().check(z.regex(/^[1-9]\d{5}$/));

/** A product id (whole, positive); one the catalogue does not know is simply not shown. */
const productId = z.int().check(z.positive());

/** A size of the catalogue's lists (spec section 9). */
const size = z.enum([...new Set(Object.values(SIZES_BY_CATEGORY).flat())] as [string, ...string[]]);

const recentlyViewedSchema = z.pipe(
  lenientArray(productId),
  z.transform((ids) => uniqueBy(ids, (id) => id).slice(0, RECENTLY_VIEWED_KEPT)),
);

/** "My sizes": each known kind with a known size is kept; anything else is dropped, entry by entry. */
const mySizesSchema = z.pipe(
  z.catch(z.record(z.string(), z.unknown()), {}),
  z.transform((entries) => {
    const kept: Partial<Record<SizeKind, string>> = {};
    for (const kind of SIZE_KINDS) {
      const saved = size.safeParse(entries[kind]);
      if (saved.success) kept[kind] = saved.data;
    }
    return kept;
  }),
);

const stockAlertsSchema = z.pipe(
  lenientArray(z.object({ productId, size })),
  z.transform((alerts) => uniqueBy(alerts, (alert) => `${alert.productId} ${alert.size}`)),
);

const preferencesStateSchema = z.object({
  pincode: z.catch(z.nullable(pincodeSchema), null),
  recentlyViewed: recentlyViewedSchema,
  mySizes: mySizesSchema,
  stockAlerts: stockAlertsSchema,
  // The language switch's choice (issue 36): absent, or anything else, is no choice.
  edition: z.catch(z.optional(z.enum(['en', 'hi'])), undefined),
}) satisfies z.ZodMiniType<PreferencesState>;

/**
 * Version 1 held the pincode alone; the fields of issue 19 (recently viewed, my sizes, stock
 * alerts) start empty when absent, and issue 36's edition is absent until chosen, so no migration
 * is needed for them.
 */
export const preferencesShape: PersistedShape<PreferencesState> = {
  schema: preferencesStateSchema,
  migrations: {},
};
