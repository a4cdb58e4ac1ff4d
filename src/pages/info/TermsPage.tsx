import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function TermsPage() {
  usePageTitle('Terms of use');
  return (
    <Container>
      <h1>Terms of use</h1>
    </Container>
  );
}

export default TermsPage;
