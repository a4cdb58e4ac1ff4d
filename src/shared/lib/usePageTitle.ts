import { useEffect, useRef } from 'react';
import { SHOP_NAME } from './constants';

let firstPage = true;

/**
 * Sets the document title ("Women — Rangoli") and, on every page change after the first load,
 * moves focus to the page's h1 so screen readers announce the new page.
 */
export function usePageTitle(title: string): void {
  const focused = useRef(false);
  useEffect(() => {
    document.title = title ? `${title} — ${SHOP_NAME}` : `${SHOP_NAME} — Fashion & Beauty`;
  }, [title]);
  useEffect(() => {
    if (focused.current) return;
    focused.current = true;
    if (firstPage) {
      firstPage = false;
      return;
    }
    // A page that arrives late (a lazy chunk on a slow connection) never takes focus away from a
    // menu or dialog the shopper has opened in the meantime.
    if (document.activeElement?.closest('[role="menu"], [role="dialog"]')) return;
    const h1 = document.querySelector<HTMLElement>('main h1');
    if (h1) {
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus({ preventScroll: true });
    }
  }, []);
}
