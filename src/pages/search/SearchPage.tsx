import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

export function SearchPage() {
  usePageTitle('Search');
  return (
    <Container>
      <h1>Start searching</h1>
    </Container>
  );
}

export default SearchPage;
