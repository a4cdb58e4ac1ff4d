import * as z from 'zod/mini';
import { productIdSchema } from '@/features/catalog/persist';
import { lenientArray, uniqueBy, type PersistedShape } from '@/shared/lib/persistedShape';
import type { WishlistState } from './wishlistSlice';

/** The `wishlist` key: the saved product ids, in the order they were saved, each once. */

const wishlistStateSchema = z.pipe(
  z.object({ ids: lenientArray(productIdSchema) }),
  z.transform(({ ids }): WishlistState => ({ ids: uniqueBy(ids, (id) => id) })),
) satisfies z.ZodMiniType<WishlistState>;

/** Version 0 (the prototype) kept whole products: `items: [product]`. */
const toVersion1 = z.pipe(
  z.object({ items: lenientArray(z.object({ id: z.optional(z.unknown()) })) }),
  z.transform(({ items }) => ({ ids: items.map((item) => item.id) })),
);

export const wishlistShape: PersistedShape<WishlistState> = {
  schema: wishlistStateSchema,
  migrations: { 1: toVersion1 },
};
