import * as z from 'zod/mini';
import { catalogRules, type CatalogLookup } from '@/features/catalog/persist';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';
import { lenientArray, type PersistedShape } from '@/shared/lib/persistedShape';
import type { CartLine, CartState } from './cartSlice';

/**
 * The `cart` key: lines of product id, size and quantity (prices always come from the catalogue),
 * and the applied coupon's code. The code is kept as a code only: whether it still applies is
 * worked out again from the cart (features/coupons), never read from storage.
 */

/**
 * A cart quantity: a finite number (or a numeric string, as an input's value would be), rounded
 * down to a whole number, at least 1 (else the line is dropped), at most MAX_LINE_QUANTITY.
 */
const quantity = z.pipe(
  z.pipe(
    z.pipe(
      z.union([z.number(), z.pipe(z.string().check(z.regex(/^\s*\d+(\.\d+)?\s*$/)), z.transform(Number))]),
      z.transform(Math.floor),
    ),
    z.int().check(z.minimum(1)),
  ),
  z.transform((q) => Math.min(q, MAX_LINE_QUANTITY)),
);

/** Lines of the same product and size merge (quantities add up, within the cap). */
function mergeLines(lines: readonly CartLine[]): CartLine[] {
  const merged: CartLine[] = [];
  for (const line of lines) {
    const same = merged.find((m) => m.id === line.id && m.size === line.size);
    if (same) same.quantity = Math.min(same.quantity + line.quantity, MAX_LINE_QUANTITY);
    else merged.push({ ...line });
  }
  return merged;
}

/** A coupon code: letters and digits, read in upper case; anything else is dropped (the lines stay). */
const couponCode = z.catch(
  z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((code) => code.trim().toUpperCase()),
      ),
      z.string().check(z.regex(/^[A-Z0-9]{1,20}$/)),
    ),
  ),
  undefined,
);

/** Version 0 (the prototype) kept whole products: `items: [{ ...product, size, quantity }]`. */
const toVersion1 = z.pipe(
  z.object({
    items: lenientArray(
      z.object({
        id: z.optional(z.unknown()),
        size: z.optional(z.unknown()),
        quantity: z.optional(z.unknown()),
      }),
    ),
  }),
  z.transform(({ items }) => ({ lines: items })),
);

/** The cart's stored shape over a catalogue (the store's product source): its ids and sizes are checked against it. */
export function cartShape(catalog: CatalogLookup): PersistedShape<CartState> {
  const { productId, offersSize } = catalogRules(catalog);
  const cartLineSchema = z
    .object({ id: productId, size: z.string(), quantity })
    .check(z.refine((line) => offersSize(line.id, line.size), 'size not offered'));
  const cartStateSchema = z.pipe(
    z.object({ lines: lenientArray(cartLineSchema), coupon: couponCode }),
    z.transform(({ lines, coupon }): CartState => ({
      lines: mergeLines(lines),
      ...(coupon === undefined ? {} : { coupon }),
    })),
  ) satisfies z.ZodMiniType<CartState>;
  return { schema: cartStateSchema, migrations: { 1: toVersion1 } };
}
