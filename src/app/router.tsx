import { matchRoutes, Route, Routes } from 'react-router-dom';
import { shopPath } from '@/shared/i18n';
import { firstScreenNeeds, lazyPage, loadOnce } from './boot';
import { Layout } from './layout/Layout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ROUTES } from './routes';

// Every page is its own lazily loaded chunk. The app uses the declarative router (ShopRouter.tsx):
// the data router would add about 16 KiB gzip to the first screen for features we do not use.
const SCREENS = ROUTES.map((route) => {
  const load = loadOnce(route.page);
  return { ...route, load, Page: lazyPage(load) };
});

/**
 * The page at this path (react-router's ranking), as the first screen's code (app/boot: AppReady
 * enables a prerendered page's controls once it is here): render.tsx asks for it before hydrating.
 */
export function loadFirstScreenAt(pathname: string): void {
  const [match] = matchRoutes(SCREENS, shopPath(pathname)) ?? [];
  if (match) firstScreenNeeds(match.route.load()).catch(() => undefined);
}

/** The route table as routes: the shell around every page, each page in its own error boundary. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {SCREENS.map(({ path, Page, guard }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteErrorBoundary>
                {guard === 'signedIn' ? (
                  <RequireAuth>
                    <Page />
                  </RequireAuth>
                ) : (
                  <Page />
                )}
              </RouteErrorBoundary>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
