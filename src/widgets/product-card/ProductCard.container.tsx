import { memo, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { quickAddToCart } from '@/features/cart';
import { ProductCard, productsLoaded, type Product, type ProductCardProps } from '@/features/catalog';
import { removeFromWishlist, saveToWishlist, selectIsWishlisted } from '@/features/wishlist';

export type ProductCardContainerProps = Omit<
  ProductCardProps,
  'wishlisted' | 'onAddToCart' | 'onToggleWishlist'
>;

/**
 * ProductCard connected to the store: reads only its own wishlist flag, so adding to the cart or
 * saving another product re-renders no other card. Add to Cart adds one of the first listed size.
 * A card of a listing may show a product the store does not hold yet (the catalogue's worker sent
 * it): the store takes it before the cart or the wishlist names it.
 */
export const ProductCardContainer = memo(function ProductCardContainer(props: ProductCardContainerProps) {
  const { id } = props.product;
  const wishlisted = useAppSelector((state) => selectIsWishlisted(state, id));
  const dispatch = useAppDispatch();

  const handleAddToCart = useCallback(
    (product: Product) => {
      dispatch(productsLoaded([product]));
      return dispatch(quickAddToCart(product.id));
    },
    [dispatch],
  );

  const handleToggleWishlist = useCallback(
    (product: Product, add: boolean) => {
      dispatch(productsLoaded([product]));
      dispatch(add ? saveToWishlist(product.id) : removeFromWishlist(product.id));
    },
    [dispatch],
  );

  return (
    <ProductCard
      {...props}
      wishlisted={wishlisted}
      onAddToCart={handleAddToCart}
      onToggleWishlist={handleToggleWishlist}
    />
  );
});

/** ProductGrid's `renderCard` for the shop: every card connected to the store. */
export function renderProductCard(product: Product, options: Omit<ProductCardContainerProps, 'product'>) {
  return <ProductCardContainer product={product} {...options} />;
}
