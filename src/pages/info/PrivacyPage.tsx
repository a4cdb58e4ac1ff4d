import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function PrivacyPage() {
  usePageTitle('Privacy policy');
  return (
    <Container>
      <h1>Privacy policy</h1>
    </Container>
  );
}

export default PrivacyPage;
