import { useId } from 'react';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { Button, PriceBreakdown } from '@/shared/ui';
import {
  describePayment,
  OrderAddress,
  OrderItems,
  type OrderItem,
  type PaymentSummary,
} from '@/features/orders';
import type { ShippingFormValues } from '../buildOrder';
import { Buttons } from './CheckoutForm.styles';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Block = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
  }
`;

export interface OrderReviewProps {
  items: readonly OrderItem[];
  /** What the order comes to, as the placed order will keep it: subtotal, coupon, tax, total. */
  totals: {
    subtotal: number;
    coupon?: { code: string; discount: number } | null;
    tax: number;
    total: number;
  };
  shipping: ShippingFormValues;
  payment: PaymentSummary;
  /** Place Order is running: 'Processing...', busy, and Back is disabled. */
  placing?: boolean;
  onBack: () => void;
  onPlaceOrder: () => void;
}

/**
 * Checkout step 3: the items, the shipping address, the payment and the order total (with the
 * coupon), then Back or Place Order.
 */
export function OrderReview({
  items,
  totals,
  shipping,
  payment,
  placing = false,
  onBack,
  onPlaceOrder,
}: OrderReviewProps) {
  const id = useId();
  const itemsId = `${id}-items`;
  const addressId = `${id}-address`;
  const paymentId = `${id}-payment`;
  const totalId = `${id}-total`;
  return (
    <Root>
      <Block aria-labelledby={itemsId}>
        <h3 id={itemsId}>{t('Items')}</h3>
        <OrderItems items={items} label={t('Items in your order')} />
      </Block>
      <Block aria-labelledby={addressId}>
        <h3 id={addressId}>{t('Shipping Address')}</h3>
        <OrderAddress shipping={shipping} />
      </Block>
      <Block aria-labelledby={paymentId}>
        <h3 id={paymentId}>{t('Payment Method')}</h3>
        <p>{describePayment(payment)}</p>
      </Block>
      <Block aria-labelledby={totalId}>
        <h3 id={totalId}>{t('Order Total')}</h3>
        <PriceBreakdown
          subtotal={totals.subtotal}
          coupon={totals.coupon}
          tax={totals.tax}
          total={totals.total}
        />
      </Block>
      <Buttons>
        <Button variant="secondary" disabled={placing} onClick={onBack}>
          {t('Back')}
        </Button>
        <Button loading={placing} loadingText={t('Processing...')} onClick={onPlaceOrder}>
          {t('Place Order')}
        </Button>
      </Buttons>
    </Root>
  );
}
