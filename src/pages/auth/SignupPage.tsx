import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function SignupPage() {
  usePageTitle('Sign up');
  return (
    <Container>
      <h1>Create your account</h1>
    </Container>
  );
}

export default SignupPage;
