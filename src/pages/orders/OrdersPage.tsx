import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function OrdersPage() {
  usePageTitle('My Orders');
  return (
    <Container>
      <h1>My Orders</h1>
    </Container>
  );
}

export default OrdersPage;
