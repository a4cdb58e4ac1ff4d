import { memo, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { RETURN_DAYS } from '@/shared/lib/constants';
import { countLabel } from '@/shared/lib/countLabel';
import { formatDate } from '@/shared/lib/dates';
import { formatINR } from '@/shared/lib/money';
import { Button, ChevronDownIcon, formatDiscount, PriceBreakdown } from '@/shared/ui';
import type { Order } from '../ordersSlice';
import { describePayment, itemCountOf, orderBreakdown } from '../orderSummary';
import { OrderItems } from './OrderItems';
import { OrderTimeline } from './OrderTimeline';
import { StatusBadge } from './StatusBadge';
import {
  Actions,
  Address,
  CardRoot,
  Chevron,
  DetailGrid,
  Facts,
  Head,
  Panel,
  Title,
  TitleRow,
} from './OrderCard.styles';

type PanelName = 'track' | 'details' | 'return';

export interface OrderCardProps {
  order: Order;
  /** A panel open from the start (stories and deep links). */
  initialPanel?: PanelName | null;
}

/**
 * One order: id, placed date, status badge, total, item count and items; Track Order (status
 * timeline), View Details (items, shipping address, payment) and, once delivered, Return/Exchange
 * (the 30-day policy). Each button is a disclosure toggling its panel below; one panel at a time.
 */
export const OrderCard = memo(function OrderCard({ order, initialPanel = null }: OrderCardProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const [open, setOpen] = useState<PanelName | null>(initialPanel);
  const delivered = order.status === 'delivered';
  const toggle = (panel: PanelName) => setOpen((current) => (current === panel ? null : panel));
  const count = itemCountOf(order);

  const disclosure = (panel: PanelName, label: string) => (
    <Button
      variant={open === panel ? 'primary' : 'secondary'}
      size="sm"
      aria-expanded={open === panel}
      aria-controls={`${id}-${panel}`}
      endIcon={
        <Chevron $open={open === panel}>
          <ChevronDownIcon />
        </Chevron>
      }
      onClick={() => toggle(panel)}
    >
      {label}
    </Button>
  );

  return (
    <CardRoot aria-labelledby={headingId}>
      <Head>
        <Title>
          <TitleRow>
            <h2 id={headingId}>Order {order.id}</h2>
            <StatusBadge status={order.status} />
          </TitleRow>
          <p>Placed on {formatDate(order.date) || 'an unknown date'}</p>
        </Title>
        <Facts>
          <div>
            <dt>Total</dt>
            <dd>{formatINR(order.total)}</dd>
          </div>
          <div>
            <dt>Items</dt>
            <dd>{countLabel(count, 'item')}</dd>
          </div>
          {order.coupon && (
            <div>
              <dt>Coupon</dt>
              <dd>
                {order.coupon.code} {formatDiscount(order.coupon.discount)}
              </dd>
            </div>
          )}
        </Facts>
      </Head>

      <OrderItems items={order.items} label={`Items in order ${order.id}`} />

      <Actions>
        {disclosure('track', 'Track Order')}
        {disclosure('details', 'View Details')}
        {delivered && disclosure('return', 'Return/Exchange')}
      </Actions>

      {open === 'track' && (
        <Panel id={`${id}-track`}>
          <h3>Order status</h3>
          <OrderTimeline status={order.status} />
        </Panel>
      )}

      {open === 'details' && (
        <Panel id={`${id}-details`}>
          <h3>Order details</h3>
          <DetailGrid>
            <div>
              <h4>Items</h4>
              <OrderItems items={order.items} compact label={`Details of the items in order ${order.id}`} />
            </div>
            <div>
              <h4>Shipping address</h4>
              <Address>
                {order.shipping.name}
                <br />
                {order.shipping.address}
                <br />
                {order.shipping.city}, {order.shipping.state} {order.shipping.pincode}
                <br />
                {order.shipping.phone}
                <br />
                {order.shipping.email}
              </Address>
            </div>
            <div>
              <h4>Payment</h4>
              <p>{describePayment(order.payment)}</p>
              <h4>Order total</h4>
              <PriceBreakdown {...orderBreakdown(order)} />
            </div>
          </DetailGrid>
        </Panel>
      )}

      {open === 'return' && delivered && (
        <Panel id={`${id}-return`}>
          <h3>Return or exchange</h3>
          <p>You can return or exchange items from this order within {RETURN_DAYS} days of delivery.</p>
          <p>
            To start a return or exchange, <Link to="/contact">contact us</Link> with your order number{' '}
            {order.id}. Read the full <Link to="/return-policy">Return Policy</Link>.
          </p>
        </Panel>
      )}
    </CardRoot>
  );
});
