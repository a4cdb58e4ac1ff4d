import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function ShippingPage() {
  usePageTitle('Shipping');
  return (
    <Container>
      <h1>Shipping</h1>
    </Container>
  );
}

export default ShippingPage;
