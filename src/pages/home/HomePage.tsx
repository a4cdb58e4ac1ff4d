import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function HomePage() {
  usePageTitle('');
  return (
    <Container>
      <h1>Rangoli — Fashion & Beauty</h1>
    </Container>
  );
}

export default HomePage;
