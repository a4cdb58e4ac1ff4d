import { bundledSource, PRODUCTS } from '@/features/catalog';
import { restoreShape } from '@/shared/lib/persistedShape';
import { wishlistShape } from './persist';

// A product of the catalogue whose price cannot be read (the price table and the ids come from the
// same catalogue today; this holds the wishlist to its promise if they ever part).
const whole = bundledSource(PRODUCTS);
const catalog = { isAbsent: whole.isAbsent, peek: (id: number) => (id === 2 ? undefined : whole.peek(id)) };

it('keeps a saved product whose price is unknown, without a saved price (so no price drop is shown)', () => {
  const restored = restoreShape(
    wishlistShape(catalog),
    { ids: [2, 3], savedPrices: { 3: 100 }, _persist: { version: 2 } },
    2,
  );
  expect(restored).toEqual({ ids: [2, 3], savedPrices: { 3: 100 } });
});
