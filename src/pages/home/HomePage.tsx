import { useCallback, useEffect, useMemo } from 'react';
import { lazyHydrated, loadOnce } from '@/app/boot';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loadBenefitsStrip, CategoryTiles, HeroBanner, type HeroImage } from '@/features/catalog';
import { loadNewsletterForm, subscribed } from '@/features/newsletter';
import { selectRecentlyViewedIds } from '@/features/preferences';
import { selectWishlistIds } from '@/features/wishlist';
import { t } from '@/shared/i18n';
import { FREE_SHIPPING_THRESHOLD, RETURN_DAYS } from '@/shared/lib/constants';
import { formatINR } from '@/shared/lib/money';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { Container, PageHeader } from '@/shared/ui';
import { categoryTiles } from './categoryTiles';
import { Newsletter, Section } from './HomePage.styles';
import { useEditionOffer } from './useEditionOffer';

const HERO_IMAGES: readonly HeroImage[] = [
  { src: '/assets/products/2.svg', width: 400, height: 500 },
  { src: '/assets/products/6.svg', width: 400, height: 500 },
  { src: '/assets/products/27.svg', width: 400, height: 500 },
];

// The benefits strip (text and pictures) and the newsletter form, below the fold, hydrate on the
// shopper's first interaction (or focus in a field): their code (the strip, the form, the field,
// the email rule) is not part of the first load; their prerendered HTML is on screen meanwhile.
// Neither reads a context that changes while the home page is shown, so nothing updates them
// before they have hydrated (React would render them afresh, dropping the HTML).
const BenefitsStrip = lazyHydrated(loadBenefitsStrip);
const NewsletterForm = lazyHydrated(loadNewsletterForm);

// The products (Featured, Trending, Recently viewed) hydrate on the first interaction too: their
// cards' code is 3.8 KiB gzip of the first load (issues 34 and 35: the first load of / does not
// grow). A press of a card's button before then is held until it is there (ProductSections.tsx).
// What the prerender cannot know comes at once: a returning shopper's hearts and recently viewed.
export const loadProductSections = loadOnce(() =>
  import(/* webpackChunkName: "home-products" */ './ProductSections').then((m) => m.ProductSections),
);
const ProductSections = lazyHydrated(loadProductSections);

/** Whether the products show this shopper something the prerendered page cannot: saved or viewed ones. */
const selectPersonal = (
  state: Parameters<typeof selectWishlistIds>[0] & Parameters<typeof selectRecentlyViewedIds>[0],
) => selectWishlistIds(state).length > 0 || selectRecentlyViewedIds(state).length > 0;

export default function HomePage() {
  usePageFocus();
  useEditionOffer();
  const dispatch = useAppDispatch();
  const subscribe = useCallback((email: string) => dispatch(subscribed({ email })), [dispatch]);
  const personal = useAppSelector(selectPersonal);
  useEffect(() => {
    if (personal) ProductSections.wake();
  }, [personal]);
  const tiles = useMemo(() => categoryTiles(), []);

  return (
    <>
      <HeroBanner
        eyebrow={t('The festive edit is here')}
        title={t('Wear every colour of the season')}
        subtitle={t(
          'Silk sarees, kurtas, sherwanis, kidswear and beauty from the brands you love. Free shipping on orders over {amount} and {days}-day easy returns.',
          { amount: formatINR(FREE_SHIPPING_THRESHOLD), days: RETURN_DAYS },
        )}
        primaryAction={{ label: t('Shop Women'), to: '/women' }}
        secondaryAction={{ label: t('Shop Men'), to: '/men' }}
        images={HERO_IMAGES}
      />
      <Container>
        <Section aria-labelledby="home-categories">
          <PageHeader level={2} headingId="home-categories" title={t('Shop by Category')} />
          <CategoryTiles tiles={tiles} />
        </Section>
        <ProductSections />
      </Container>
      <BenefitsStrip />
      <Container>
        <Newsletter aria-labelledby="home-newsletter">
          <div>
            <h2 id="home-newsletter">{t('Stay in Style')}</h2>
            <p>
              {t(
                'New arrivals, festive edits and members-only offers in your inbox. No spam, unsubscribe any time.',
              )}
            </p>
          </div>
          <NewsletterForm onSubscribe={subscribe} />
        </Newsletter>
      </Container>
    </>
  );
}
