import { StrictMode, type ReactNode } from 'react';
import { AppReady } from './boot';
import { AppProviders, type AppProvidersProps } from './AppProviders';
import { AppRoutes } from './router';
import { ShopRouter } from './ShopRouter';

interface AppTreeProps extends Omit<AppProvidersProps, 'children'> {
  /**
   * The tree is prerendered HTML (the build's prerender), or hydrates it (`serverState` given):
   * its controls stay disabled until hydration is done.
   */
  prerendered?: boolean;
  /** Called once the app is running: the first render committed, or the root hydrated with the first screen's code. */
  onReady?: () => void;
  /** Called once every prerendered part has hydrated too (AppReady). */
  onHydrated?: () => void;
}

/**
 * Everything the shopper sees, around the store and a router. The browser and the build-time
 * prerender (prerender.tsx) render this same tree, so hydration finds the markup it expects.
 */
export function AppTree({
  store,
  router,
  serverState,
  onReady,
  onHydrated,
  prerendered = serverState !== undefined,
}: AppTreeProps) {
  return (
    <StrictMode>
      <AppReady prerendered={prerendered} onReady={onReady} onHydrated={onHydrated}>
        <AppProviders store={store} router={router} serverState={serverState}>
          <AppRoutes />
        </AppProviders>
      </AppReady>
    </StrictMode>
  );
}

const browserRouter = (screens: ReactNode) => <ShopRouter>{screens}</ShopRouter>;

/** What the browser passes: everything but the router, which is the browser's own. */
type AppProps = Omit<AppTreeProps, 'router'>;

/**
 * The shop in the browser: the store, the browser's address, and the screens. main.tsx renders it
 * once persistence has bootstrapped (what storage holds is restored first, as a gate would).
 */
export function App({ store, serverState, onReady, onHydrated }: AppProps) {
  return (
    <AppTree
      store={store}
      router={browserRouter}
      serverState={serverState}
      onReady={onReady}
      onHydrated={onHydrated}
    />
  );
}
