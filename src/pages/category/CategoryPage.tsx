import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Container } from '../../shared/ui';

/** The category is the last URL segment (/women → Women). */
export function categoryFromPath(pathname: string): string {
  const slug = pathname.split('/').filter(Boolean).pop() ?? '';
  return slug.charAt(0).toUpperCase() + slug.slice(1).toLowerCase();
}

export function CategoryPage() {
  const { pathname } = useLocation();
  const category = categoryFromPath(pathname);
  usePageTitle(category);
  return (
    <Container>
      <h1>{category}</h1>
    </Container>
  );
}

export default CategoryPage;
