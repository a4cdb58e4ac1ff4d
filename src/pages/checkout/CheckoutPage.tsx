import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <Container>
      <h1>Checkout</h1>
    </Container>
  );
}

export default CheckoutPage;
