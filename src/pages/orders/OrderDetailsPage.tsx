import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { CartSummary } from '@/features/cart';
import { useEnsureProducts } from '@/features/catalog';
import { itemCountOf, OrderDetails, orderBreakdown, selectOrderView, useAfterSales } from '@/features/orders';
import { t } from '@/shared/i18n';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { Breadcrumb, Container, NotFound, PageHeader } from '@/shared/ui';

/**
 * /orders/{id} (signed-in only): one of the shopper's orders, from View Details: its items,
 * shipping address, payment, summary and status timeline, with Cancel Order or Return/Exchange
 * where they apply. An id the shopper has no order under shows 'Page not found'.
 */
export default function OrderDetailsPage() {
  usePageFocus();
  const { id } = useParams();
  const [now] = useState(() => new Date());
  const view = useAppSelector((state) => selectOrderView(state, id, now));
  const afterSales = useAfterSales();
  // What each item can be exchanged for comes from its product in the catalogue.
  useEnsureProducts(view ? view.order.items.map((item) => item.id) : []);

  if (!view)
    return <NotFound message={t('We could not find order {id} among your orders.', { id: id ?? '' })} />;

  const { order } = view;
  return (
    <Container>
      <Breadcrumb
        items={[{ label: t('Home'), to: '/' }, { label: t('My Orders'), to: '/orders' }, { label: order.id }]}
      />
      <PageHeader title={t('Order {id}', { id: order.id })} />
      <OrderDetails
        view={view}
        returnContext={afterSales.returnContextFor(order)}
        onCancel={(reason) => afterSales.cancel(view, reason)}
        onRequestReturn={(choice) => afterSales.requestReturn(view, choice)}
        summary={
          <CartSummary itemCount={itemCountOf(order)} {...orderBreakdown(order)} showCheckoutLink={false} />
        }
      />
    </Container>
  );
}
