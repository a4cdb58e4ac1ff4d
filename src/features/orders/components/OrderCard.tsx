import { memo, useId, useState } from 'react';
import { t } from '@/shared/i18n';
import { formatINR } from '@/shared/lib/money';
import { Button, ButtonLink, ChevronDownIcon, formatDiscount } from '@/shared/ui';
import type { OrderView, ReturnChoice } from '../afterSales';
import type { CancelReason } from '../afterSalesOptions';
import { itemCountOf } from '../orderSummary';
import type { ReturnFormContext } from '../returnForm';
import { orderTimeline, placedOn, returnTimeline } from '../timeline';
import { OrderActions } from './OrderActions';
import { OrderItems } from './OrderItems';
import { OrderTimeline } from './OrderTimeline';
import { StatusBadge } from './StatusBadge';
import { Actions, CardRoot, Chevron, Facts, Head, Panel, Title, TitleRow } from './OrderCard.styles';

export interface OrderCardProps {
  /** The order with the shopper's cancel or return request applied (selectDisplayedOrders). */
  view: OrderView;
  /** For the return dialog: the sizes each item can be exchanged for, and where a refund can go. */
  returnContext: ReturnFormContext;
  onCancel: (reason: CancelReason | undefined) => void;
  onRequestReturn: (choice: ReturnChoice) => void;
  /** Track Order open from the start (stories). */
  initialTrackOpen?: boolean;
}

/**
 * One order of the history: id, placed date, status badge, total, item count and items; Track
 * Order (a disclosure with the status timeline, and the return's own once one is requested), View
 * Details (a link to the order's page), and what can still be done with it (OrderActions: Cancel
 * Order, Return/Exchange).
 */
export const OrderCard = memo(function OrderCard({
  view,
  returnContext,
  onCancel,
  onRequestReturn,
  initialTrackOpen = false,
}: OrderCardProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const trackId = `${id}-track`;
  const [tracking, setTracking] = useState(initialTrackOpen);
  const { order } = view;
  const count = itemCountOf(order);

  return (
    <CardRoot aria-labelledby={headingId}>
      <Head>
        <Title>
          <TitleRow>
            <h2 id={headingId}>{t('Order {id}', { id: order.id })}</h2>
            <StatusBadge status={view.status} />
          </TitleRow>
          <p>{placedOn(order.date)}</p>
        </Title>
        <Facts>
          <div>
            <dt>{t('Total')}</dt>
            <dd>{formatINR(order.total)}</dd>
          </div>
          <div>
            <dt>{t('Items')}</dt>
            <dd>{count === 1 ? t('1 item') : t('{count} items', { count })}</dd>
          </div>
          {order.coupon && (
            <div>
              <dt>{t('Coupon')}</dt>
              <dd>
                {order.coupon.code} {formatDiscount(order.coupon.discount)}
              </dd>
            </div>
          )}
        </Facts>
      </Head>

      <OrderItems items={order.items} label={t('Items in order {id}', { id: order.id })} />

      <Actions>
        <Button
          variant={tracking ? 'primary' : 'secondary'}
          size="sm"
          aria-expanded={tracking}
          aria-controls={trackId}
          endIcon={
            <Chevron $open={tracking}>
              <ChevronDownIcon />
            </Chevron>
          }
          onClick={() => setTracking((open) => !open)}
        >
          {t('Track Order')}
        </Button>
        <ButtonLink to={`/orders/${order.id}`} variant="secondary" size="sm">
          {t('View Details')}
        </ButtonLink>
        <OrderActions
          view={view}
          returnContext={returnContext}
          onCancel={onCancel}
          onRequestReturn={onRequestReturn}
        />
      </Actions>

      {tracking && (
        <Panel id={trackId}>
          <h3>{t('Order status')}</h3>
          <OrderTimeline steps={orderTimeline(view)} />
          {view.returnRequest && (
            <>
              <h3>{t('Return {id}', { id: view.returnRequest.id })}</h3>
              <OrderTimeline steps={returnTimeline(view.returnRequest)} label={t('Return status')} />
            </>
          )}
        </Panel>
      )}
    </CardRoot>
  );
});
