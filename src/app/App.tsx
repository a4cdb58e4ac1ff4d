import { StrictMode, useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { AppStore, RootState } from './store';
import { AppRoutes } from './router';
import { theme, GlobalStyle } from '@/shared/theme';
import { ToastProvider } from '@/shared/ui';

interface AppTreeProps {
  store: AppStore;
  /** The router: BrowserRouter in the browser, StaticRouter in the prerender. */
  router: (screens: ReactNode) => ReactNode;
  /** The state prerendered HTML was rendered from: hydration reads it, then the store takes over. */
  serverState?: RootState;
  /** Called once the first render (or hydration) has been committed. */
  onReady?: () => void;
}

/**
 * Everything the shopper sees, around the store and a router. The browser and the build-time
 * prerender (prerender.tsx) render this same tree, so hydration finds the markup it expects.
 */
export function AppTree({ store, router, serverState, onReady }: AppTreeProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {router(
            <ToastProvider>
              <AppRoutes />
            </ToastProvider>,
          )}
        </ThemeProvider>
      </Provider>
      <Ready onReady={onReady} />
    </StrictMode>
  );
}

const browserRouter = (screens: ReactNode) => <BrowserRouter>{screens}</BrowserRouter>;

/** What the browser passes: everything but the router, which is the browser's own. */
type AppProps = Omit<AppTreeProps, 'router'>;

/**
 * The shop in the browser: the store, the browser's address, and the screens. main.tsx renders it
 * once persistence has bootstrapped (what storage holds is restored first, as a gate would).
 */
export function App({ store, serverState, onReady }: AppProps) {
  return <AppTree store={store} router={browserRouter} serverState={serverState} onReady={onReady} />;
}

function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}
