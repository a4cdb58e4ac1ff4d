import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function ProfilePage() {
  usePageTitle('My Profile');
  return (
    <Container>
      <h1>My Profile</h1>
    </Container>
  );
}

export default ProfilePage;
