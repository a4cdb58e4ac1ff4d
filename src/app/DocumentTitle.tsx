import { useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { documentTitle, ROUTES, type AppRoute } from './routes';

/** react-router's matcher takes a mutable list. */
const MATCHABLE: AppRoute[] = [...ROUTES];

/**
 * Keeps the document title ("Women — Rangoli") in step with the address, from the route table:
 * set as soon as the address changes, also for a query (a new search) or a product's name.
 * The app's shell renders it once; the test utilities render it beside the screen under test.
 */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const title = useAppSelector((state) => {
    const [match] = matchRoutes(MATCHABLE, pathname) ?? [];
    return match
      ? documentTitle(match.route, { params: match.params, search: new URLSearchParams(search), state })
      : undefined;
  });
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
  return null;
}
