import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lazyHydrated } from '@/app/boot';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/auth';
import { addToCart, selectRoomInLine } from '@/features/cart';
import {
  ProductDetails,
  ProductGrid,
  loadProductInformation,
  RecentlyViewedWhenAny,
  selectRecentlyViewed,
  selectRelated,
  SizeGuide,
  sizeChartFor,
  type Product,
} from '@/features/catalog';
import { DeliveryOptions } from '@/features/delivery';
import {
  mySizeToggled,
  productViewed,
  recentlyViewedCleared,
  selectMySize,
  selectStockAlerts,
  stockAlertAdded,
} from '@/features/preferences';
import {
  deleteReview,
  preparePhoto,
  ReviewForm,
  ReviewsSection,
  selectFitShares,
  selectRatingBreakdown,
  selectShownReviews,
  toggleHelpful,
  writeReview,
  type RatingCounts,
  type ReviewFilter,
  type ReviewFormValues,
  type ReviewSort,
} from '@/features/reviews';
import { removeFromWishlist, saveToWishlist, selectIsWishlisted } from '@/features/wishlist';
import { selectAllows } from '@/features/privacy';
import { selectBestProductOffer } from '@/features/coupons';
import { renderProductCard } from '@/widgets/product-card';
import { t, translate, word } from '@/shared/i18n';
import { CATEGORY_SLUGS } from '@/shared/lib/constants';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { absoluteUrl } from '@/shared/lib/siteUrl';
import { Breadcrumb, ShareButton, useToast, type ShareOutcome } from '@/shared/ui';
import { Page, ReviewsHead, Section } from './ProductView.styles';
import { RecommendedSize } from './RecommendedSize';

/**
 * 'Product information' (with the brand table) hydrates on the first interaction: its code is not
 * part of the product page's first load, its prerendered HTML is on screen meanwhile. It takes the
 * product alone, which does not change while the page is shown.
 */
const ProductInformation = lazyHydrated(loadProductInformation);

/** What the page says after Share, where the browser has no share sheet. */
const SHARE_MSG = {
  copied: word('Link copied'),
  failed: word('The link could not be copied. Copy it from the address bar.'),
} as const;

export interface ProductViewProps {
  product: Product;
  /** Called once the product has joined Recently viewed (ProductPage: a prerendered page's controls wait for it). */
  onShown?: () => void;
}

/** A product the catalogue gives no breakdown of ratings (a generated catalogue's): no bars filled. */
const NO_COUNTS: RatingCounts = [0, 0, 0, 0, 0];
const ALL_REVIEWS: ReviewFilter = { stars: null, withPhotos: false };

/** The product page: details, Customer Reviews with Write a Review, and You May Also Like. */
export default function ProductView({ product, onShown }: ProductViewProps) {
  usePageFocus();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const wishlisted = useAppSelector((state) => selectIsWishlisted(state, product.id));
  // Customer Reviews: 'Most helpful' first, every rating, until the shopper chooses (issue 34).
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const [filter, setFilter] = useState<ReviewFilter>(ALL_REVIEWS);
  const reviewView = useMemo(() => ({ sort, filter }), [sort, filter]);
  const reviews = useAppSelector((state) => selectShownReviews(state, product, reviewView));
  const fitShares = useAppSelector((state) => selectFitShares(state, product));
  const breakdown = useAppSelector((state) => selectRatingBreakdown(state, product));
  const related = useAppSelector((state) => selectRelated(state, product));
  const bestOffer = useAppSelector((state) => selectBestProductOffer(state, product));
  const recentlyViewed = useAppSelector((state) => selectRecentlyViewed(state, product.id));
  const chart = useMemo(() => sizeChartFor(product), [product]);
  const yourSize = useAppSelector((state) => selectMySize(state, chart?.kind ?? null));
  const stockAlerts = useAppSelector(selectStockAlerts);
  // Under 'Only what is needed' nothing optional is offered that could not be kept (issue 35).
  const keepsSizes = useAppSelector((state) => selectAllows(state, 'mySizes'));
  const keepsAlerts = useAppSelector((state) => selectAllows(state, 'stockAlerts'));
  const alertSizes = useMemo(
    () => stockAlerts.filter((alert) => alert.productId === product.id).map((alert) => alert.size),
    [stockAlerts, product.id],
  );

  // The product joins Recently viewed (shown on the next page, not beside itself).
  useEffect(() => {
    dispatch(productViewed(product.id));
    onShown?.();
  }, [dispatch, product.id, onShown]);

  const [size, setSize] = useState<string | null>(null);
  const [chosenQuantity, setQuantity] = useState(1);
  const sizeGroupRef = useRef<HTMLDivElement>(null);
  // The stepper stops at what the cart can still take of this size (a line holds at most 99); a
  // full line leaves it at 1, and Add to Cart then says why nothing more can be added.
  const room = useAppSelector((state) => selectRoomInLine(state, product.id, size));
  const maxQuantity = Math.max(1, room);
  const quantity = Math.min(chosenQuantity, maxQuantity);

  const add = () => {
    const result = dispatch(addToCart({ productId: product.id, size, quantity }));
    // Without a size, the shopper is taken to the sizes (the message says why).
    if (result === 'noSize')
      sizeGroupRef.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus();
  };

  const toggleWishlist = (add: boolean) =>
    dispatch(add ? saveToWishlist(product.id) : removeFromWishlist(product.id));

  const review = useCallback(
    (values: ReviewFormValues) => {
      const result = dispatch(writeReview({ productId: product.id, ...values }));
      // The shopper sees what they wrote at once: the reviews newest first, every rating.
      if (result === 'saved') {
        setSort('newest');
        setFilter(ALL_REVIEWS);
      }
      return result;
    },
    [dispatch, product.id],
  );
  const markHelpful = useCallback((id: string) => dispatch(toggleHelpful(id)), [dispatch]);
  const removeReview = useCallback((id: string) => dispatch(deleteReview(id)), [dispatch]);

  const categoryPath = `/${CATEGORY_SLUGS[product.category]}`;
  const productPath = `/product/${product.id}`;

  const notify = useToast();
  const shared = (outcome: ShareOutcome) => {
    if (outcome === 'copied') notify(t(SHARE_MSG.copied), { tone: 'success' });
    if (outcome === 'failed') notify(t(SHARE_MSG.failed), { tone: 'error' });
  };

  return (
    <Page>
      <Breadcrumb
        items={[
          { label: t('Home'), to: '/' },
          { label: translate(product.category), to: categoryPath },
          { label: product.name },
        ]}
      />
      <section aria-labelledby="product-title">
        <ProductDetails
          titleId="product-title"
          product={product}
          size={size}
          onSizeChange={setSize}
          quantity={quantity}
          onQuantityChange={setQuantity}
          maxQuantity={maxQuantity}
          onAddToCart={add}
          wishlisted={wishlisted}
          onToggleWishlist={toggleWishlist}
          sizeGroupRef={sizeGroupRef}
          bestOffer={bestOffer}
          share={
            <ShareButton
              url={absoluteUrl(productPath)}
              title={
                product.brand
                  ? t('{name} by {brand}', { name: product.name, brand: product.brand })
                  : product.name
              }
              onShared={shared}
            />
          }
          delivery={<DeliveryOptions />}
          yourSize={yourSize}
          sizeGuide={
            chart && (
              <SizeGuide
                chart={chart}
                yourSize={yourSize}
                onSaveSize={
                  keepsSizes
                    ? (saved) => dispatch(mySizeToggled({ kind: chart.kind, size: saved }))
                    : undefined
                }
              />
            )
          }
          sizeRecommendation={<RecommendedSize product={product} />}
          alertSizes={alertSizes}
          onNotify={
            keepsAlerts
              ? (soldOut) => dispatch(stockAlertAdded({ productId: product.id, size: soldOut }))
              : undefined
          }
        />
      </section>
      <ProductInformation product={product} />
      <Section aria-labelledby="reviews-heading">
        <ReviewsHead>
          <h2 id="reviews-heading">{t('Customer Reviews')}</h2>
        </ReviewsHead>
        <ReviewsSection
          rating={product.rating}
          reviewCount={product.reviews}
          counts={breakdown?.counts ?? NO_COUNTS}
          fitShares={chart ? fitShares : undefined}
          reviews={reviews}
          sort={sort}
          onSortChange={setSort}
          filter={filter}
          onFilterChange={setFilter}
          onToggleHelpful={markHelpful}
          onDelete={removeReview}
          form={
            <ReviewForm
              signedIn={user !== null}
              onSubmit={review}
              preparePhoto={preparePhoto}
              askFit={chart !== null}
              sizes={product.size.length > 1 ? product.size : undefined}
              returnTo={productPath}
            />
          }
        />
      </Section>
      <RecentlyViewedWhenAny
        products={recentlyViewed}
        onClear={() => dispatch(recentlyViewedCleared())}
        renderCard={renderProductCard}
      />
      {related.length > 0 && (
        <Section aria-labelledby="related-heading">
          <h2 id="related-heading">{t('You May Also Like')}</h2>
          <ProductGrid products={related} renderCard={renderProductCard} aria-labelledby="related-heading" />
        </Section>
      )}
    </Page>
  );
}
