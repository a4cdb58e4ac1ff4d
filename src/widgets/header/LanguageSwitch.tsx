import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { currentEdition, editionPath, type Edition } from '@/shared/i18n';

const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
  }
`;

/** Each edition's name, written in its own language (as every shop's language switch does). */
const OTHER: Readonly<Record<Edition, { edition: Edition; name: string; lang: string }>> = {
  en: { edition: 'hi', name: 'हिन्दी', lang: 'hi' },
  hi: { edition: 'en', name: 'English', lang: 'en' },
};

export interface LanguageSwitchProps {
  /** The page's edition (the one set, unless told: a story shows both). */
  edition?: Edition;
  /** Called as the shopper follows the link (the phone menu closes). */
  onFollow?: () => void;
  className?: string;
}

/**
 * The language switch (issue 36): on an English page 'हिन्दी', on a Hindi page 'English', a link
 * to the same page in the other edition, its query string kept (`/search?q=shirt` ↔
 * `/hi/search?q=shirt`). A plain link, not the router's: the other edition is another page (its
 * words, its `<html lang>`), loaded as such; the cart and the account are the same storage.
 */
export function LanguageSwitch({ edition = currentEdition(), onFollow, className }: LanguageSwitchProps) {
  const { pathname, search, hash } = useLocation();
  const other = OTHER[edition];
  return (
    <SwitchLink
      className={className}
      href={`${editionPath(pathname, other.edition)}${search}${hash}`}
      lang={other.lang}
      hrefLang={other.lang}
      onClick={onFollow}
    >
      {other.name}
    </SwitchLink>
  );
}
