import { Suspense, useState } from 'react';
import { lazyOnInteraction } from '@/app/boot';
import type { RecentlyViewedProps } from './RecentlyViewed';

const Section = lazyOnInteraction<RecentlyViewedProps>(() =>
  import(/* webpackChunkName: "recently-viewed" */ './RecentlyViewed').then((m) => m.RecentlyViewed),
);

/**
 * 'Recently viewed' where a page shows it (home, product): RecentlyViewed, whose code loads only
 * once there is something to show. A first visit has viewed nothing, and a shopper who chose 'Only
 * what is needed' keeps nothing (issue 35), so neither ever loads it (0.3 KiB gzip off the home
 * page's first load, 0.6 off a product page's). It comes after the page's other sections, once the
 * stored history is known (after hydration), as it did when it was a part of the page's chunk.
 *
 * Once shown, it stays mounted when the list empties ('Clear recently viewed'): the section then
 * renders nothing, and moves the focus from its button to the next heading itself.
 */
export function RecentlyViewedWhenAny(props: RecentlyViewedProps) {
  const any = props.products.length > 0;
  const [shown, setShown] = useState(any);
  if (any && !shown) setShown(true);
  if (!any && !shown) return null;
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}
