import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t, translate } from '@/shared/i18n';
import { searchUrl } from '../../urlState';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 40rem;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.control};
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};
  }
`;

/**
 * Searches offered on the empty search page: the catalogue's product types, which search as they
 * are; shown in the page's edition when the dictionary has the type.
 */
export const POPULAR_SEARCHES = [
  'Kurta',
  'Saree',
  'Jeans',
  'Shirt',
  'Lipstick',
  'Hoodie',
  'Frock',
  'Sunscreen',
];

export interface StartSearchingProps {
  popular?: readonly string[];
}

/** The /search page before a query (under its 'Start searching' heading and box): a tip and popular searches as links. */
export function StartSearching({ popular = POPULAR_SEARCHES }: StartSearchingProps) {
  const headingId = useId();
  return (
    <Root>
      <p>
        {t(
          'Find kurtas, sarees, jeans, make-up and more from 36 brands. Type a word above or pick one below.',
        )}
      </p>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{t('Popular searches')}</h2>
        <Chips>
          {popular.map((term) => (
            <li key={term}>
              <Link to={searchUrl(term)}>{translate(term)}</Link>
            </li>
          ))}
        </Chips>
      </section>
    </Root>
  );
}
