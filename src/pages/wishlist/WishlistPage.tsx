import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Product } from '@/features/catalog';
import { quickAddToCart } from '@/features/cart';
import { selectWishlistProducts, WishlistCard, wishlistItemRemoved } from '@/features/wishlist';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { ButtonLink, Container, EmptyState, HeartIcon } from '@/shared/ui';
import { Grid, PageHead } from './WishlistPage.styles';

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export function WishlistPage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const products = useAppSelector(selectWishlistProducts);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a removal the removed card's heart is gone: move focus to the page heading.
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) headingRef.current?.focus();
  }, [removals]);

  const remove = useCallback(
    (product: Product) => {
      dispatch(wishlistItemRemoved(product.id));
      setRemovals((n) => n + 1);
    },
    [dispatch],
  );

  /** Cards add one of the product's first listed size. */
  const addToCart = useCallback((product: Product) => dispatch(quickAddToCart(product.id)), [dispatch]);

  return (
    <Container>
      <PageHead>
        <h1 ref={headingRef} tabIndex={-1}>
          My Wishlist
        </h1>
        {products.length > 0 && <p>{itemsLabel(products.length)}</p>}
      </PageHead>
      {products.length === 0 ? (
        <EmptyState
          icon={<HeartIcon />}
          title="Your wishlist is empty"
          message="Tap the heart on any product to save it here for later."
          action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
        />
      ) : (
        <Grid aria-label="Saved products">
          {products.map((product) => (
            <li key={product.id}>
              <WishlistCard product={product} onRemove={remove} onAddToCart={addToCart} />
            </li>
          ))}
        </Grid>
      )}
    </Container>
  );
}

export default WishlistPage;
