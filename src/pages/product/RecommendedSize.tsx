import { Suspense } from 'react';
import { lazyOnInteraction } from '@/app/boot';
import { useAppSelector } from '@/app/hooks';
import type { Product } from '@/features/catalog';
import { isSampleProfile } from '@/shared/lib/sampleShopper';

/**
 * The size recommendation's code (the rule, the history, the note) is a chunk of its own, loaded
 * only for a shopper who has orders on this device: the product page's first load stays as it was.
 */
const LazyRecommendedSizeNote = lazyOnInteraction<{ product: Product }>(() =>
  // Unnamed: a named chunk adds its name to main.js's runtime, and the home page's first load with it.
  import('./RecommendedSizeNote').then((m) => m.RecommendedSizeNote),
);

/**
 * 'Recommended for you' under 'Select Size' (issue 34), for a shopper with orders (her own, or the
 * sample profile's sample orders): nothing for a guest, and nothing while its code loads. The
 * prerendered page (a guest's) never has it, so hydration is untouched.
 */
export function RecommendedSize({ product }: { product: Product }) {
  const hasOrders = useAppSelector(
    (state) => state.orders.list.length > 0 || isSampleProfile(state.auth.user),
  );
  return (
    hasOrders && (
      <Suspense fallback={null}>
        <LazyRecommendedSizeNote product={product} />
      </Suspense>
    )
  );
}
