import { useEffect, useRef } from 'react';

let firstPage = true;

/**
 * The address the page had when focus last moved. A control the shopper focused after the address
 * changed (while the new page's code was still loading) was chosen on the new page: the page must
 * not take focus from it. The link or button that started the navigation was focused before.
 */
let addressAtLastFocus: string | undefined;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    () => {
      addressAtLastFocus = window.location.href;
    },
    true,
  );
}

function shopperMovedOnMeanwhile(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active.closest('main')) return false;
  // A page that arrives late never takes focus away from a menu or dialog opened in the meantime,
  // nor from a control the shopper went to after the address changed.
  if (active.closest('[role="menu"], [role="dialog"]')) return true;
  return addressAtLastFocus === window.location.href;
}

/**
 * On every page change after the first load, moves focus to the page's h1 once the page is on
 * screen, so screen readers announce the new page (the title comes from the route table, see
 * app/DocumentTitle.tsx). Call it in the component that renders the page's h1.
 */
export function usePageFocus(): void {
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current) return;
    focused.current = true;
    if (firstPage) {
      firstPage = false;
      return;
    }
    if (shopperMovedOnMeanwhile()) return;
    const h1 = document.querySelector<HTMLElement>('main h1');
    if (h1) {
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus({ preventScroll: true });
    }
  }, []);
}
