import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { DocumentTitle } from '@/app/DocumentTitle';
import type { AppStore } from '@/app/store';
import { makeStore, type RootState } from './app';

export interface ProvidersOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Initial URL (default '/'). */
  route?: string;
  /** Route pattern to mount `ui` at, e.g. '/product/:id' (default: ui rendered for every path). */
  path?: string;
  /** Extra routes beside it, e.g. targets of redirects. */
  extraRoutes?: ReactNode;
  /** userEvent options, e.g. { advanceTimers: jest.advanceTimersByTime } with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Shows the current location, so tests can assert on navigation. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders `ui` inside the app's providers: a real store (persistence off), a MemoryRouter, the theme and the toasts. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    path,
    extraRoutes,
    userOptions,
    ...renderOptions
  } = options;
  const router = (children: ReactNode) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store} router={router}>
      {children}
      <LocationDisplay />
      <DocumentTitle />
    </AppProviders>
  );
  const element = path ? (
    <Routes>
      <Route path={path} element={ui} />
      {extraRoutes}
    </Routes>
  ) : (
    ui
  );
  return {
    store,
    user: userEvent.setup(userOptions),
    ...render(element, { wrapper: Wrapper, ...renderOptions }),
  };
}
