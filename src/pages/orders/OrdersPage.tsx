import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useEnsureProducts } from '@/features/catalog';
import { OrderCard, selectDisplayedOrders, useAfterSales } from '@/features/orders';
import { t } from '@/shared/i18n';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { ButtonLink, Container, EmptyState, PageHeader, TruckIcon } from '@/shared/ui';
import { List } from './OrdersPage.styles';

/**
 * Order history (signed-in only; the route is wrapped in RequireAuth): the shopper's orders, newest
 * first, or the sample profile's three sample orders when it has none of its own, each with what
 * can still be done with it (cancel, return). Dates are as of the moment the page opened.
 */
export default function OrdersPage() {
  usePageFocus();
  const [now] = useState(() => new Date());
  const orders = useAppSelector((state) => selectDisplayedOrders(state, now));
  const afterSales = useAfterSales();
  // What each item can be exchanged for comes from its product in the catalogue.
  useEnsureProducts(orders.flatMap((view) => view.order.items.map((item) => item.id)));
  return (
    <Container>
      <PageHeader
        title={t('My Orders')}
        subtitle={
          orders.length > 0 &&
          (orders.length === 1 ? t('1 order') : t('{count} orders', { count: orders.length }))
        }
      />
      {orders.length === 0 ? (
        <EmptyState
          icon={<TruckIcon />}
          title={t('No orders yet')}
          message={t('When you place an order, you can follow it here.')}
          action={<ButtonLink to="/">{t('Start Shopping')}</ButtonLink>}
        />
      ) : (
        <List aria-label={t('Orders')}>
          {orders.map((view) => (
            <li key={view.order.id}>
              <OrderCard
                view={view}
                returnContext={afterSales.returnContextFor(view.order)}
                onCancel={(reason) => afterSales.cancel(view, reason)}
                onRequestReturn={(choice) => afterSales.requestReturn(view, choice)}
              />
            </li>
          ))}
        </List>
      )}
    </Container>
  );
}
