import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function CartPage() {
  usePageTitle('Your Cart');
  return (
    <Container>
      <h1>Your Cart</h1>
    </Container>
  );
}

export default CartPage;
