import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORIES, CATEGORY_SLUGS } from '@/shared/lib/constants';
import { Container } from '../Layout';

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

export interface NotFoundProps {
  /** What could not be found, said under the heading (default: the page). */
  message?: string;
}

/**
 * 'Page not found' (an h1) with the way back: the home page and the four categories. The shop's
 * unmatched addresses show it, and so do addresses that name nothing the shopper has (an order id).
 */
export function NotFound({
  message = 'Sorry, we could not find that page. It may have moved, or the link may be mistyped.',
}: NotFoundProps) {
  return (
    <Wrap>
      <h1>Page not found</h1>
      <p>{message}</p>
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
