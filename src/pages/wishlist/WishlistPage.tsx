import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function WishlistPage() {
  usePageTitle('Wishlist');
  return (
    <Container>
      <h1>Wishlist</h1>
    </Container>
  );
}

export default WishlistPage;
