import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function FaqPage() {
  usePageTitle('FAQ');
  return (
    <Container>
      <h1>Frequently asked questions</h1>
    </Container>
  );
}

export default FaqPage;
