import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function ReturnPolicyPage() {
  usePageTitle('Return policy');
  return (
    <Container>
      <h1>Return policy</h1>
    </Container>
  );
}

export default ReturnPolicyPage;
