import { useId, type ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { RETURN_DAYS } from '@/shared/lib/constants';
import { ButtonLink, PriceBreakdown, ShieldIcon } from '@/shared/ui';
import { Heading, Note, SummaryRoot } from './CartSummary.styles';

export interface CartSummaryProps {
  /** Total quantity in the cart. */
  itemCount: number;
  subtotal: number;
  /** The applied coupon and what it takes off the subtotal. */
  coupon?: { code: string; discount: number } | null;
  /** 18% of the subtotal after the coupon. */
  tax: number;
  /** Subtotal − coupon + tax. */
  total: number;
  /** 'Remove coupon' under the coupon's row (the cart). */
  onRemoveCoupon?: () => void;
  /** Show the 'Proceed to Checkout' link (the cart); the checkout sidebar leaves it out. */
  showCheckoutLink?: boolean;
  /** Shown above the totals: the coupon field and 'Available coupons' in the cart, the items at checkout. */
  children?: ReactNode;
}

/**
 * Order Summary: Subtotal, the coupon when there is one, Shipping FREE, GST (18%), Total and, on
 * the cart, 'Proceed to Checkout'.
 */
export function CartSummary({
  itemCount,
  subtotal,
  coupon,
  tax,
  total,
  onRemoveCoupon,
  showCheckoutLink = true,
  children,
}: CartSummaryProps) {
  const headingId = useId();
  return (
    <SummaryRoot aria-labelledby={headingId}>
      <Heading id={headingId}>{t('Order Summary')}</Heading>
      {children}
      <PriceBreakdown
        itemCount={itemCount}
        subtotal={subtotal}
        coupon={coupon}
        tax={tax}
        total={total}
        onRemoveCoupon={onRemoveCoupon}
      />
      {showCheckoutLink && (
        <ButtonLink to="/checkout" fullWidth>
          {t('Proceed to Checkout')}
        </ButtonLink>
      )}
      <Note>
        <ShieldIcon />
        {t('Secure payment · Easy {days}-day returns', { days: RETURN_DAYS })}
      </Note>
    </SummaryRoot>
  );
}
