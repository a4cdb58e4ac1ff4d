import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectChosenEdition } from '@/features/preferences';
import { currentEdition, editionPath, word } from '@/shared/i18n';
import { useToast } from '@/shared/ui';

/** Offered once per page load (React's development double effects included). */
let offered = false;

/**
 * A shopper who chose Hindi with the language switch and comes back to the English home page is
 * offered the Hindi edition (issue 36): a message with a link to it, never a redirect (crawlers
 * and shared links get the page they asked for). A toast, so the page never shifts; its link's
 * label is Hindi, marked as such.
 */
export function useEditionOffer(): void {
  const chosen = useAppSelector(selectChosenEdition);
  const notify = useToast();
  useEffect(() => {
    if (offered || chosen !== 'hi' || currentEdition() !== 'en') return;
    offered = true;
    notify(word('Rangoli is in Hindi too'), {
      action: { label: 'हिन्दी में देखें', href: editionPath('/', 'hi'), document: true, lang: 'hi' },
    });
  }, [chosen, notify]);
}

/** For tests: offer again. */
export const resetEditionOffer = () => {
  offered = false;
};
