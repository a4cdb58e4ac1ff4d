import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function LoginPage() {
  usePageTitle('Sign in');
  return (
    <Container>
      <h1>Sign in</h1>
    </Container>
  );
}

export default LoginPage;
