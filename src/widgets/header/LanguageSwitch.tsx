import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { editionChosen } from '@/features/preferences';
import { currentEdition, editionPath, type Edition } from '@/shared/i18n';
import { HINDI_LABEL } from './hindiLabel';

/**
 * Each edition's name, written in its own language (as every shop's language switch does).
 * `drawn`: the word is an outline (HINDI_LABEL), not text, so that an English page sets no
 * Devanagari (no face to download or swap in); the link is then named by its `aria-label`.
 */
const OTHER: Readonly<Record<Edition, { edition: Edition; name: string; lang: string; drawn: boolean }>> = {
  en: { edition: 'hi', name: 'हिन्दी', lang: 'hi', drawn: true },
  hi: { edition: 'en', name: 'English', lang: 'en', drawn: false },
};

export interface LanguageSwitchProps {
  /** The page's edition (the one set, unless told: a story shows both). */
  edition?: Edition;
  /** Called as the shopper follows the link (the phone menu closes). */
  onFollow?: () => void;
}

/**
 * The language switch (issue 36): on an English page 'हिन्दी', on a Hindi page 'English', a link
 * to the same page in the other edition, its query string kept (`/search?q=shirt` ↔
 * `/hi/search?q=shirt`). A plain link, not the router's: the other edition is another page (its
 * words, its `<html lang>`), loaded as such; the cart and the account are the same storage. It is
 * styled where it stands (the header's actions, the phone menu's list): a styled component of its
 * own would cost the first load more than its rule.
 */
export function LanguageSwitch({ edition = currentEdition(), onFollow }: LanguageSwitchProps) {
  const { pathname, search, hash } = useLocation();
  const other = OTHER[edition];
  const dispatch = useAppDispatch();
  // The choice is remembered (the preferences key: written as the page is left, on pagehide), so
  // that the English home page can offer the Hindi edition to a shopper who chose it.
  const follow = () => {
    dispatch(editionChosen(other.edition));
    onFollow?.();
  };
  return (
    <a
      href={`${editionPath(pathname, other.edition)}${search}${hash}`}
      lang={other.lang}
      hrefLang={other.lang}
      onClick={follow}
      aria-label={other.drawn ? other.name : undefined}
    >
      {other.drawn ? (
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox={HINDI_LABEL.viewBox}
          width={HINDI_LABEL.width}
          height={HINDI_LABEL.height}
          style={{ verticalAlign: HINDI_LABEL.descent }}
        >
          <use href={HINDI_LABEL.href} fill="currentColor" />
        </svg>
      ) : (
        other.name
      )}
    </a>
  );
}
