import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  CartLine,
  CartSummary,
  removeFromCart,
  quantityChanged,
  selectCartCount,
  selectCartSubtotal,
  selectCartTax,
  selectCartTotal,
  selectPricedCartLines,
} from '@/features/cart';
import { countLabel } from '@/shared/lib/countLabel';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { useRefocus } from '@/shared/lib/useRefocus';
import { ButtonLink, CartIcon, Container, EmptyState, PageHeader } from '@/shared/ui';
import { Aside, Columns, Lines } from './CartPage.styles';

export default function CartPage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectPricedCartLines);
  const count = useAppSelector(selectCartCount);
  const subtotal = useAppSelector(selectCartSubtotal);
  const tax = useAppSelector(selectCartTax);
  const total = useAppSelector(selectCartTotal);
  // After a removal the removed line's button is gone: move focus to the page heading.
  const { ref: headingRef, refocus } = useRefocus();

  const remove = useCallback(
    (id: number, size: string) => {
      dispatch(removeFromCart({ id, size }));
      refocus();
    },
    [dispatch, refocus],
  );

  // The cart screen never goes below 1 (Remove takes a line out).
  const changeQuantity = useCallback(
    (id: number, size: string, quantity: number) =>
      dispatch(quantityChanged({ id, size, quantity: Math.max(1, quantity) })),
    [dispatch],
  );

  return (
    <Container>
      <PageHeader
        title="Your Cart"
        subtitle={lines.length > 0 && countLabel(count, 'item')}
        headingRef={headingRef}
        focusable
      />
      {lines.length === 0 ? (
        <EmptyState
          icon={<CartIcon />}
          title="Your cart is empty"
          message="Looks like you haven't added anything yet. Explore our latest styles and find something you love."
          action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
        />
      ) : (
        <Columns>
          <Lines aria-label="Cart items">
            {lines.map((line) => (
              <li key={`${line.product.id}-${line.size}`}>
                <CartLine
                  product={line.product}
                  size={line.size}
                  quantity={line.quantity}
                  lineTotal={line.lineTotal}
                  onQuantityChange={changeQuantity}
                  onRemove={remove}
                />
              </li>
            ))}
          </Lines>
          <Aside>
            <CartSummary itemCount={count} subtotal={subtotal} tax={tax} total={total} />
            <ButtonLink to="/" variant="ghost" fullWidth>
              Continue Shopping
            </ButtonLink>
          </Aside>
        </Columns>
      )}
    </Container>
  );
}
