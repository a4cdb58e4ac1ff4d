import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@/shared/theme';
import { getServices } from './services';
import { ToastProvider } from './ToastProvider';
import type { AppStore, RootState } from './store';

export interface AppProvidersProps {
  store: AppStore;
  /**
   * Wraps what is inside it in a router: ShopRouter (BrowserRouter's history) in the browser, StaticRouter in the
   * prerender, MemoryRouter in tests and stories. The toasts sit inside it, since their actions
   * are links.
   */
  router: (children: ReactNode) => ReactNode;
  /** The state prerendered HTML was rendered from: hydration reads it, then the store takes over. */
  serverState?: RootState;
  children: ReactNode;
}

/**
 * Everything a screen of the shop needs around it: the store, the theme and its global style, a
 * router, and the toasts of the store's messages. The app, the prerender, the tests
 * (renderWithProviders) and Storybook all render screens inside this one tree.
 */
export function AppProviders({ store, router, serverState, children }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {router(<ToastProvider store={store.dispatch(getServices()).toasts}>{children}</ToastProvider>)}
      </ThemeProvider>
    </Provider>
  );
}
