import { useCallback, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  CartLine,
  CartSummary,
  changeLineSize,
  changeQuantity,
  couponRemoved,
  removeFromCart,
  selectLineSizeChoices,
  selectPricedCartLines,
} from '@/features/cart';
import { useEnsureProducts } from '@/features/catalog';
import { DeliveryOptions } from '@/features/delivery';
import {
  applyCoupon,
  AvailableCoupons,
  CouponForm,
  selectCartTotals,
  selectCouponOffers,
  type CouponRefusal,
} from '@/features/coupons';
import { selectSizeHistoryProductIds } from '@/features/orders';
import { t } from '@/shared/i18n';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { useRefocus } from '@/shared/lib/useRefocus';
import { ButtonLink, CartIcon, Container, EmptyState, PageHeader } from '@/shared/ui';
import { Aside, Columns, Lines } from './CartPage.styles';

/** '1 item', '3 items': each count's words in the page's edition (countLabel's English, as a key). */
const itemCountLabel = (count: number) =>
  count === 1 ? t('{count} item', { count }) : t('{count} items', { count });

export default function CartPage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectPricedCartLines);
  // The size recommended from the shopper's orders (as of the moment the page opened), per line.
  const [now] = useState(() => new Date());
  const sizeChoices = useAppSelector((state) => selectLineSizeChoices(state, now));
  useEnsureProducts(useAppSelector((state) => selectSizeHistoryProductIds(state, now)));
  const totals = useAppSelector(selectCartTotals);
  const offers = useAppSelector(selectCouponOffers);
  const [couponError, setCouponError] = useState<CouponRefusal>();
  const couponInputRef = useRef<HTMLInputElement>(null);
  // After a removal the removed line's button is gone: move focus to the page heading.
  const { ref: headingRef, refocus } = useRefocus();

  const remove = useCallback(
    (id: number, size: string) => {
      dispatch(removeFromCart({ id, size }));
      refocus();
    },
    [dispatch, refocus],
  );

  // The cart screen never goes below 1 (Remove takes a line out), nor above what is left of a size.
  const changeLineQuantity = useCallback(
    (id: number, size: string, quantity: number) => dispatch(changeQuantity({ id, size, quantity })),
    [dispatch],
  );

  // 'Change size' of a line sold out since, or of another size than the one recommended: the line
  // takes the size with its quantity (held to its stock).
  const changeSize = useCallback(
    (id: number, size: string, to: string) => dispatch(changeLineSize({ id, size, to })),
    [dispatch],
  );

  /** The coupon field and 'Apply {CODE}': the rules' message at the field, or the coupon applied. */
  const apply = (code: string) => {
    const error = dispatch(applyCoupon(code));
    setCouponError(error ?? undefined);
    return error === null;
  };
  const applyOffer = (code: string) => {
    apply(code);
    // Its button turns into 'Applied': the keyboard goes back to the coupon field.
    couponInputRef.current?.focus();
  };
  const removeCoupon = () => {
    dispatch(couponRemoved());
    couponInputRef.current?.focus();
  };

  return (
    <Container>
      <PageHeader
        title={t('Your Cart')}
        subtitle={lines.length > 0 && itemCountLabel(totals.itemCount)}
        headingRef={headingRef}
        focusable
      />
      {lines.length === 0 ? (
        <EmptyState
          icon={<CartIcon />}
          title={t('Your cart is empty')}
          message={t(
            "Looks like you haven't added anything yet. Explore our latest styles and find something you love.",
          )}
          action={<ButtonLink to="/">{t('Continue Shopping')}</ButtonLink>}
        />
      ) : (
        <Columns>
          <Lines aria-label={t('Cart items')}>
            {lines.map((line, index) => (
              <li key={`${line.product.id}-${line.size}`}>
                <CartLine
                  product={line.product}
                  size={line.size}
                  quantity={line.quantity}
                  lineTotal={line.lineTotal}
                  left={line.left}
                  soldOut={line.soldOut}
                  recommended={sizeChoices[index]?.recommended}
                  sizes={sizeChoices[index]?.sizes}
                  onQuantityChange={changeLineQuantity}
                  onRemove={remove}
                  onSizeChange={changeSize}
                />
              </li>
            ))}
          </Lines>
          <Aside>
            <CartSummary {...totals} onRemoveCoupon={removeCoupon}>
              <CouponForm
                error={couponError?.message}
                signInFrom={couponError?.signIn ? '/cart' : undefined}
                onApply={apply}
                onEdit={() => setCouponError(undefined)}
                inputRef={couponInputRef}
              />
              <AvailableCoupons offers={offers} onApply={applyOffer} />
            </CartSummary>
            <DeliveryOptions />
            <ButtonLink to="/" variant="ghost" fullWidth>
              {t('Continue Shopping')}
            </ButtonLink>
          </Aside>
        </Columns>
      )}
    </Container>
  );
}
