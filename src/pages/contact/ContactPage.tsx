import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function ContactPage() {
  usePageTitle('Contact us');
  return (
    <Container>
      <h1>Contact us</h1>
    </Container>
  );
}

export default ContactPage;
