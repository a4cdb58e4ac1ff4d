import { useCallback } from 'react';
import { useAwaitsCode } from '@/app/boot';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  ProductGrid,
  RecentlyViewedWhenAny,
  selectFeatured,
  selectRecentlyViewed,
  selectTrending,
} from '@/features/catalog';
import { recentlyViewedCleared } from '@/features/preferences';
import { renderProductCard } from '@/widgets/product-card';
import { t } from '@/shared/i18n';
import { TRENDING_MIN_RATING } from '@/shared/lib/constants';
import { PageHeader } from '@/shared/ui';
import { Section } from './HomePage.styles';

/**
 * The home page's products: Featured Products, Trending Now and Recently viewed, with the cards'
 * code (the product card, its price, rating and buttons), in a chunk of its own that a prerendered
 * home page hydrates on the first interaction (HomePage.tsx). Until then the cards are their
 * prerendered HTML: their links are plain links, and a press of Add to Cart or a heart is held and
 * made again once the code is here (app/boot: holdEarlyClicks), which the mark on each section
 * asks for. It reads the store itself and takes no props: nothing can update it while it waits.
 */
export function ProductSections() {
  const featured = useAppSelector(selectFeatured);
  const trending = useAppSelector(selectTrending);
  const recentlyViewed = useAppSelector((state) => selectRecentlyViewed(state, null));
  const dispatch = useAppDispatch();
  const clearRecentlyViewed = useCallback(() => dispatch(recentlyViewedCleared()), [dispatch]);
  const awaitsCode = useAwaitsCode();

  return (
    <>
      <Section aria-labelledby="home-featured" {...awaitsCode}>
        <PageHeader
          level={2}
          headingId="home-featured"
          title={t('Featured Products')}
          subtitle={t('Handpicked for the season')}
        />
        <ProductGrid products={featured} renderCard={renderProductCard} aria-labelledby="home-featured" />
      </Section>
      <Section aria-labelledby="home-trending" {...awaitsCode}>
        <PageHeader
          level={2}
          headingId="home-trending"
          title={t('Trending Now')}
          subtitle={t('Rated {rating} and above by shoppers', { rating: TRENDING_MIN_RATING })}
        />
        <ProductGrid products={trending} renderCard={renderProductCard} aria-labelledby="home-trending" />
      </Section>
      <RecentlyViewedWhenAny
        products={recentlyViewed}
        onClear={clearRecentlyViewed}
        renderCard={renderProductCard}
      />
    </>
  );
}
