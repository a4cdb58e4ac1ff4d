import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  CartLine,
  CartSummary,
  itemRemoved,
  quantityChanged,
  selectCartCount,
  selectCartSubtotal,
  selectCartTax,
  selectCartTotal,
  selectPricedCartLines,
} from '@/features/cart';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { ButtonLink, CartIcon, Container, EmptyState } from '@/shared/ui';
import { Aside, Columns, Lines, PageHead } from './CartPage.styles';

const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

export function CartPage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectPricedCartLines);
  const count = useAppSelector(selectCartCount);
  const subtotal = useAppSelector(selectCartSubtotal);
  const tax = useAppSelector(selectCartTax);
  const total = useAppSelector(selectCartTotal);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a removal the removed line's button is gone: move focus to the page heading.
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) headingRef.current?.focus();
  }, [removals]);

  const remove = useCallback(
    (id: number, size: string) => {
      dispatch(itemRemoved({ id, size }));
      setRemovals((n) => n + 1);
    },
    [dispatch],
  );

  // The cart screen never goes below 1 (Remove takes a line out).
  const changeQuantity = useCallback(
    (id: number, size: string, quantity: number) =>
      dispatch(quantityChanged({ id, size, quantity: Math.max(1, quantity) })),
    [dispatch],
  );

  return (
    <Container>
      <PageHead>
        <h1 ref={headingRef} tabIndex={-1}>
          Your Cart
        </h1>
        {lines.length > 0 && <p>{itemsLabel(count)}</p>}
      </PageHead>
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

export default CartPage;
