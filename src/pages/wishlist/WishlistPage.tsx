import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Product } from '@/features/catalog';
import { quickAddToCart } from '@/features/cart';
import { removeFromWishlist, selectWishlistEntries, WishlistCard } from '@/features/wishlist';
import { t, word } from '@/shared/i18n';
import { countLabel } from '@/shared/lib/countLabel';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { useRefocus } from '@/shared/lib/useRefocus';
import { ButtonLink, Container, EmptyState, HeartIcon, PageHeader } from '@/shared/ui';
import { Grid } from './WishlistPage.styles';

export default function WishlistPage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectWishlistEntries);
  // After a removal the removed card's heart is gone: move focus to the page heading.
  const { ref: headingRef, refocus } = useRefocus();

  const remove = useCallback(
    (product: Product) => {
      dispatch(removeFromWishlist(product.id));
      refocus();
    },
    [dispatch, refocus],
  );

  /** Cards add one of the product's first listed size. */
  const addToCart = useCallback((product: Product) => dispatch(quickAddToCart(product.id)), [dispatch]);

  return (
    <Container>
      <PageHeader
        title={t('My Wishlist')}
        subtitle={entries.length > 0 && countLabel(entries.length, word('item'), word('items'))}
        headingRef={headingRef}
        focusable
      />
      {entries.length === 0 ? (
        <EmptyState
          icon={<HeartIcon />}
          title={t('Your wishlist is empty')}
          message={t('Tap the heart on any product to save it here for later.')}
          action={<ButtonLink to="/">{t('Continue Shopping')}</ButtonLink>}
        />
      ) : (
        <Grid aria-label={t('Saved products')}>
          {entries.map(({ product, priceDrop }) => (
            <li key={product.id}>
              <WishlistCard
                product={product}
                priceDrop={priceDrop}
                onRemove={remove}
                onAddToCart={addToCart}
              />
            </li>
          ))}
        </Grid>
      )}
    </Container>
  );
}
