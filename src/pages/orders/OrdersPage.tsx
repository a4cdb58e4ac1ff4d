import { useAppSelector } from '@/app/hooks';
import { OrderCard, selectDisplayedOrders } from '@/features/orders';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { ButtonLink, Container, EmptyState, TruckIcon } from '@/shared/ui';
import { List, PageHead } from './OrdersPage.styles';

const ordersLabel = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/**
 * Order history (signed-in only; the route is wrapped in RequireAuth): the shopper's orders, newest
 * first, or the sample profile's three sample orders when it has none of its own.
 */
export function OrdersPage() {
  usePageFocus();
  const orders = useAppSelector(selectDisplayedOrders);
  return (
    <Container>
      <PageHead>
        <h1>My Orders</h1>
        {orders.length > 0 && <p>{ordersLabel(orders.length)}</p>}
      </PageHead>
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

export default OrdersPage;
