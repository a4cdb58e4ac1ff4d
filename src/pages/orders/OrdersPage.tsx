import { useAppSelector } from '@/app/hooks';
import { OrderCard, selectDisplayedOrders } from '@/features/orders';
import { countLabel } from '@/shared/lib/countLabel';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { ButtonLink, Container, EmptyState, PageHeader, TruckIcon } from '@/shared/ui';
import { List } from './OrdersPage.styles';

/**
 * Order history (signed-in only; the route is wrapped in RequireAuth): the shopper's orders, newest
 * first, or the sample profile's three sample orders when it has none of its own.
 */
export default function OrdersPage() {
  usePageFocus();
  const orders = useAppSelector(selectDisplayedOrders);
  return (
    <Container>
      <PageHeader title="My Orders" subtitle={orders.length > 0 && countLabel(orders.length, 'order')} />
      {orders.length === 0 ? (
        <EmptyState
          icon={<TruckIcon />}
          title="No orders yet"
          message="When you place an order, you can follow it here."
          action={<ButtonLink to="/">Start Shopping</ButtonLink>}
        />
      ) : (
        <List aria-label="Orders">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </List>
      )}
    </Container>
  );
}
