import * as z from 'zod/mini';
import { catalogRules, type CatalogLookup } from '@/features/catalog/persist';
import { lenientArray, uniqueBy, type PersistedShape } from '@/shared/lib/persistedShape';
import type { WishlistState } from './wishlistSlice';

/**
 * The `wishlist` key: the saved product ids, in the order they were saved, each once, and the
 * price each was saved at (whole rupees). A saved product whose price is missing or out of shape
 * is kept at today's price, so no false price drop is ever shown.
 */

const rupees = z.int().check(z.positive());

/** Version 0 (the prototype) kept whole products: `items: [product]`. */
const toVersion1 = z.pipe(
  z.object({ items: lenientArray(z.object({ id: z.optional(z.unknown()) })) }),
  z.transform(({ items }) => ({ ids: items.map((item) => item.id) })),
);

/** The wishlist's stored shape over a catalogue (the store's product source): its ids and today's prices. */
export function wishlistShape(catalog: CatalogLookup): PersistedShape<WishlistState> {
  const { productId, priceToday } = catalogRules(catalog);
  const wishlistStateSchema = z.pipe(
    z.object({
      ids: lenientArray(productId),
      savedPrices: z.catch(z.record(z.string(), z.unknown()), {}),
    }),
    z.transform(({ ids, savedPrices }): WishlistState => {
      const kept = uniqueBy(ids, (id) => id);
      const prices: Record<string, number> = {};
      for (const id of kept) {
        const saved = rupees.safeParse(savedPrices[id]);
        const price = saved.success ? saved.data : priceToday(id);
        if (price !== undefined) prices[id] = price;
      }
      return { ids: kept, savedPrices: prices };
    }),
  ) satisfies z.ZodMiniType<WishlistState>;
  return {
    schema: wishlistStateSchema,
    // Version 1 kept the ids alone; version 2 added the saved prices. A version-1 state needs no
    // migration: the schema gives each id without a saved price today's price.
    migrations: { 1: toVersion1 },
  };
}
