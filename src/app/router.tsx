import { Route, Routes } from 'react-router-dom';
import { lazyPage } from './boot';
import { Layout } from './layout/Layout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ROUTES } from './routes';

// Every page is its own lazily loaded chunk. The app uses the declarative router (ShopRouter.tsx):
// the data router would add about 16 KiB gzip to the first screen for features we do not use.
const SCREENS = ROUTES.map((route) => ({ ...route, Page: lazyPage(route.page) }));

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
