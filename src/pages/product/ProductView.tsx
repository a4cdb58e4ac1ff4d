import { useCallback, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/auth';
import { itemAdded } from '@/features/cart';
import {
  ProductDetails,
  ProductGrid,
  ReviewForm,
  ReviewList,
  SAMPLE_REVIEWS,
  reviewSubmitted,
  selectRelated,
  selectSubmittedReviews,
  type Product,
  type ReviewValues,
} from '@/features/catalog';
import { selectIsWishlisted, wishlistItemAdded, wishlistItemRemoved } from '@/features/wishlist';
import { renderProductCard } from '@/widgets/product-card';
import { CATEGORY_SLUGS } from '@/shared/lib/constants';
import { todayYMD } from '@/shared/lib/dates';
import { MSG } from '@/shared/lib/messages';
import { usePageTitle } from '@/shared/lib/usePageTitle';
import { Breadcrumb, Rating, useToast } from '@/shared/ui';
import { Page, ReviewsHead, ReviewsLayout, Section } from './ProductView.styles';

let reviewSequence = 0;
const newReviewId = () => {
  reviewSequence += 1;
  return `review-${Date.now()}-${reviewSequence}`;
};

export interface ProductViewProps {
  product: Product;
}

/** The product page: details, Customer Reviews with Write a Review, and You May Also Like. */
export function ProductView({ product }: ProductViewProps) {
  usePageTitle(product.name);
  const dispatch = useAppDispatch();
  const notify = useToast();
  const user = useAppSelector(selectUser);
  const wishlisted = useAppSelector((state) => selectIsWishlisted(state, product.id));
  const submitted = useAppSelector((state) => selectSubmittedReviews(state, product.id));
  const related = useAppSelector((state) => selectRelated(state, product));
  const reviews = useMemo(() => [...submitted, ...SAMPLE_REVIEWS], [submitted]);

  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const sizeGroupRef = useRef<HTMLDivElement>(null);

  const addToCart = () => {
    if (size === null) {
      notify(MSG.selectSize, { tone: 'error' });
      sizeGroupRef.current?.querySelector('button')?.focus();
      return;
    }
    dispatch(itemAdded({ id: product.id, size, quantity }));
    notify(MSG.addedToCart, { tone: 'success' });
  };

  const toggleWishlist = (add: boolean) =>
    dispatch(add ? wishlistItemAdded(product.id) : wishlistItemRemoved(product.id));

  const submitReview = useCallback(
    ({ rating, comment }: ReviewValues) => {
      if (!user) return;
      dispatch(
        reviewSubmitted({
          productId: product.id,
          review: { id: newReviewId(), user: user.name, rating, comment, date: todayYMD() },
        }),
      );
      notify(MSG.reviewSubmitted, { tone: 'success' });
    },
    [dispatch, notify, product.id, user],
  );

  const askToSignIn = useCallback(
    () => notify(MSG.loginToReview, { tone: 'error', action: { label: 'Sign in', href: '/login' } }),
    [notify],
  );

  const categoryPath = `/${CATEGORY_SLUGS[product.category]}`;

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
          onAddToCart={addToCart}
          wishlisted={wishlisted}
          onToggleWishlist={toggleWishlist}
          sizeGroupRef={sizeGroupRef}
        />
      </section>
      <Section aria-labelledby="reviews-heading">
        <ReviewsHead>
          <h2 id="reviews-heading">Customer Reviews</h2>
          <Rating value={product.rating} count={product.reviews} />
        </ReviewsHead>
        <ReviewsLayout>
          <ReviewList reviews={reviews} />
          <ReviewForm
            signedIn={user !== null}
            onSubmit={submitReview}
            onGuestSubmit={askToSignIn}
            returnTo={`/product/${product.id}`}
          />
        </ReviewsLayout>
      </Section>
      {related.length > 0 && (
        <Section aria-labelledby="related-heading">
          <h2 id="related-heading">You May Also Like</h2>
          <ProductGrid products={related} renderCard={renderProductCard} aria-labelledby="related-heading" />
        </Section>
      )}
    </Page>
  );
}

export default ProductView;
