import { useId, type ReactNode } from 'react';
import { t } from '@/shared/i18n';
import type { OrderView, ReturnChoice } from '../afterSales';
import type { CancelReason } from '../afterSalesOptions';
import { describePayment } from '../orderSummary';
import type { ReturnFormContext } from '../returnForm';
import { orderTimeline, placedOn, returnTimeline } from '../timeline';
import { OrderActions } from './OrderActions';
import { OrderAddress } from './OrderAddress';
import { OrderItems } from './OrderItems';
import { OrderTimeline } from './OrderTimeline';
import { StatusBadge } from './StatusBadge';
import { Actions, Block, Columns, Stack, StatusRow } from './OrderDetails.styles';

export interface OrderDetailsProps {
  view: OrderView;
  /** For the return dialog: the sizes each item can be exchanged for, and where a refund can go. */
  returnContext: ReturnFormContext;
  onCancel: (reason: CancelReason | undefined) => void;
  onRequestReturn: (choice: ReturnChoice) => void;
  /** The money: subtotal, any coupon, tax and total (the page's summary). */
  summary?: ReactNode;
}

/** A section named by its h2. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Block aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Block>
  );
}

/**
 * An order's own page, under its h1 'Order {id}': the status and what can still be done (cancel,
 * return), the items (picture, name, brand, size, quantity, price), the status timeline (and the
 * return's), the shipping address, the payment and the summary.
 */
export function OrderDetails({ view, returnContext, onCancel, onRequestReturn, summary }: OrderDetailsProps) {
  const { order } = view;
  return (
    <Columns>
      <Stack>
        <Block aria-label={t('Order status and actions')}>
          <StatusRow>
            <StatusBadge status={view.status} />
            <span>{placedOn(order.date)}</span>
          </StatusRow>
          <Actions>
            <OrderActions
              view={view}
              returnContext={returnContext}
              onCancel={onCancel}
              onRequestReturn={onRequestReturn}
            />
          </Actions>
        </Block>
        <Section title={t('Items')}>
          <OrderItems items={order.items} label={t('Items in order {id}', { id: order.id })} />
        </Section>
        <Section title={t('Order status')}>
          <OrderTimeline steps={orderTimeline(view)} />
        </Section>
        {view.returnRequest && (
          <Section title={t('Return {id}', { id: view.returnRequest.id })}>
            <OrderTimeline steps={returnTimeline(view.returnRequest)} label={t('Return status')} />
          </Section>
        )}
      </Stack>
      <Stack>
        <Section title={t('Shipping address')}>
          <OrderAddress shipping={order.shipping} />
        </Section>
        <Section title={t('Payment')}>
          <p>{describePayment(order.payment)}</p>
        </Section>
        {summary}
      </Stack>
    </Columns>
  );
}
