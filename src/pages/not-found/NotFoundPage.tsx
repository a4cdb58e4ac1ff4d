import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { CATEGORIES, CATEGORY_SLUGS } from '@/shared/lib/constants';
import { Container } from '@/shared/ui';

const Wrap = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxxl};
  text-align: center;
`;

const Links = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
`;

export default function NotFoundPage() {
  usePageFocus();
  return (
    <Wrap>
      <h1>Page not found</h1>
      <p>Sorry, we could not find that page. It may have moved, or the link may be mistyped.</p>
      <nav aria-label="Suggested pages">
        <Links>
          <li>
            <Link to="/">Go to the home page</Link>
          </li>
          {CATEGORIES.map((c) => (
            <li key={c}>
              <Link to={`/${CATEGORY_SLUGS[c]}`}>Shop {c}</Link>
            </li>
          ))}
        </Links>
      </nav>
    </Wrap>
  );
}
