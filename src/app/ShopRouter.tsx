import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { currentEdition, HINDI_BASE } from '@/shared/i18n';
import { usePageBusy } from './boot';

/**
 * The shop's router in the browser: react-router's BrowserRouter (the same history, and every
 * change of address as a transition, so the page on screen stays until the next one can show),
 * with the transition's pending state reported as a wait of the page (boot/pageBusy.ts): the
 * layout shows the progress bar when the wait is long. BrowserRouter's own transitions are not
 * observable. The wait is told through that store, never through a context whose value changes
 * when a navigation starts: such a change would reach every part of the page still waiting to
 * hydrate (boot/README.md) and make React drop its prerendered HTML, just as the shopper leaves.
 */
export function ShopRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  usePageBusy(pending);
  return (
    <Router
      // The Hindi edition's addresses are the English ones under /hi/ (issue 36): every link and
      // navigation of a Hindi page stays in Hindi, and the routes match the shop's own paths.
      basename={currentEdition() === 'hi' ? HINDI_BASE : undefined}
      location={location}
      navigationType={action}
      navigator={history}
    >
      {children}
    </Router>
  );
}
