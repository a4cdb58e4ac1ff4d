import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t, translate } from '@/shared/i18n';
import { searchUrl } from '../../urlState';
import { theme } from '@/shared/theme';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  max-width: 40rem;
  h2 {
    margin: 0;
    font-size: ${theme.fontSize.md};
  }
  p {
    margin: 0;
    color: ${theme.color.inkMuted};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.size.control};
    padding: 0 ${theme.space.lg};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
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
