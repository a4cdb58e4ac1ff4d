import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function SalePage() {
  usePageTitle('Sale');
  return (
    <Container>
      <h1>Sale</h1>
    </Container>
  );
}

export default SalePage;
