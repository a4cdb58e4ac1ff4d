import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t, translate, word, type WordKey } from '@/shared/i18n';
import { CATEGORIES, CATEGORY_SLUGS, type CategoryName } from '@/shared/lib/constants';
import { Container } from '../Layout';

/** Each category's link, one text each: Hindi words them differently ("महिलाओं के लिए…"). */
const SHOP_CATEGORY: Record<CategoryName, WordKey> = {
  Women: word('Shop Women'),
  Men: word('Shop Men'),
  Kids: word('Shop Kids'),
  Beauty: word('Shop Beauty'),
};

/** The way back to each category's listing. */
const CATEGORY_LINKS = CATEGORIES.map((c) => ({ to: `/${CATEGORY_SLUGS[c]}`, label: SHOP_CATEGORY[c] }));

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
  /** What could not be found, said under the heading (default: the page), in the page's edition. */
  message?: string;
}

/**
 * 'Page not found' (an h1) with the way back: the home page and the four categories. The shop's
 * unmatched addresses show it, and so do addresses that name nothing the shopper has (an order id).
 */
export function NotFound({ message }: NotFoundProps) {
  return (
    <Wrap>
      <h1>{t('Page not found')}</h1>
      <p>
        {message === undefined
          ? t('Sorry, we could not find that page. It may have moved, or the link may be mistyped.')
          : translate(message)}
      </p>
      <nav aria-label={t('Suggested pages')}>
        <Links>
          <li>
            <Link to="/">{t('Go to the home page')}</Link>
          </li>
          {CATEGORY_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.label)}</Link>
            </li>
          ))}
        </Links>
      </nav>
    </Wrap>
  );
}
