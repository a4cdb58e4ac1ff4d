import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lazyHydrated } from '@/app/boot';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/auth';
import { addToCart, selectRoomInLine } from '@/features/cart';
import {
  ProductDetails,
  ProductGrid,
  loadProductInformation,
  RecentlyViewed,
  ReviewForm,
  ReviewList,
  SAMPLE_REVIEWS,
  reviewRefused,
  selectRecentlyViewed,
  selectRelated,
  selectSubmittedReviews,
  SizeGuide,
  sizeChartFor,
  submitReview,
  type Product,
  type ReviewValues,
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
import { removeFromWishlist, saveToWishlist, selectIsWishlisted } from '@/features/wishlist';
import { selectBestProductOffer } from '@/features/coupons';
import { renderProductCard } from '@/widgets/product-card';
import { CATEGORY_SLUGS } from '@/shared/lib/constants';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { absoluteUrl } from '@/shared/lib/siteUrl';
import { Breadcrumb, Rating, ShareButton, useToast, type ShareOutcome } from '@/shared/ui';
import { Page, ReviewsHead, ReviewsLayout, Section } from './ProductView.styles';

/**
 * 'Product information' (with the brand table) hydrates on the first interaction: its code is not
 * part of the product page's first load, its prerendered HTML is on screen meanwhile. It takes the
 * product alone, which does not change while the page is shown.
 */
const ProductInformation = lazyHydrated(loadProductInformation);

/** What the page says after Share, where the browser has no share sheet. */
const SHARE_MSG = {
  copied: 'Link copied',
  failed: 'The link could not be copied. Copy it from the address bar.',
} as const;

export interface ProductViewProps {
  product: Product;
}

/** The product page: details, Customer Reviews with Write a Review, and You May Also Like. */
export default function ProductView({ product }: ProductViewProps) {
  usePageFocus();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const wishlisted = useAppSelector((state) => selectIsWishlisted(state, product.id));
  const submitted = useAppSelector((state) => selectSubmittedReviews(state, product.id));
  const related = useAppSelector((state) => selectRelated(state, product));
  const bestOffer = useAppSelector((state) => selectBestProductOffer(state, product));
  const reviews = useMemo(() => [...submitted, ...SAMPLE_REVIEWS], [submitted]);
  const recentlyViewed = useAppSelector((state) => selectRecentlyViewed(state, product.id));
  const chart = useMemo(() => sizeChartFor(product), [product]);
  const yourSize = useAppSelector((state) => selectMySize(state, chart?.kind ?? null));
  const stockAlerts = useAppSelector(selectStockAlerts);
  const alertSizes = useMemo(
    () => stockAlerts.filter((alert) => alert.productId === product.id).map((alert) => alert.size),
    [stockAlerts, product.id],
  );

  // The product joins Recently viewed (shown on the next page, not beside itself).
  useEffect(() => {
    dispatch(productViewed(product.id));
  }, [dispatch, product.id]);

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
    ({ rating, comment }: ReviewValues) => dispatch(submitReview({ productId: product.id, rating, comment })),
    [dispatch, product.id],
  );
  const refuseGuestReview = useCallback(
    () => dispatch(reviewRefused({ productId: product.id })),
    [dispatch, product.id],
  );

  const categoryPath = `/${CATEGORY_SLUGS[product.category]}`;

  const notify = useToast();
  const shared = (outcome: ShareOutcome) => {
    if (outcome === 'copied') notify(SHARE_MSG.copied, { tone: 'success' });
    if (outcome === 'failed') notify(SHARE_MSG.failed, { tone: 'error' });
  };

  return (
    <Page>
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: product.category, to: categoryPath },
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
              url={absoluteUrl(`/product/${product.id}`)}
              title={product.brand ? `${product.name} by ${product.brand}` : product.name}
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
                onSaveSize={(saved) => dispatch(mySizeToggled({ kind: chart.kind, size: saved }))}
              />
            )
          }
          alertSizes={alertSizes}
          onNotify={(soldOut) => dispatch(stockAlertAdded({ productId: product.id, size: soldOut }))}
        />
      </section>
      <ProductInformation product={product} />
      <Section aria-labelledby="reviews-heading">
        <ReviewsHead>
          <h2 id="reviews-heading">Customer Reviews</h2>
          <Rating value={product.rating} count={product.reviews} />
        </ReviewsHead>
        <ReviewsLayout>
          <ReviewList reviews={reviews} />
          <ReviewForm
            signedIn={user !== null}
            onSubmit={review}
            onGuestSubmit={refuseGuestReview}
            returnTo={`/product/${product.id}`}
          />
        </ReviewsLayout>
      </Section>
      <RecentlyViewed
        products={recentlyViewed}
        onClear={() => dispatch(recentlyViewedCleared())}
        renderCard={renderProductCard}
      />
      {related.length > 0 && (
        <Section aria-labelledby="related-heading">
          <h2 id="related-heading">You May Also Like</h2>
          <ProductGrid products={related} renderCard={renderProductCard} aria-labelledby="related-heading" />
        </Section>
      )}
    </Page>
  );
}
