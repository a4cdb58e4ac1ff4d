import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <Container>
      <h1>Forgot password</h1>
    </Container>
  );
}

export default ForgotPasswordPage;
