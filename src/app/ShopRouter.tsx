import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

const NavigationPending = createContext(false);

/**
 * Whether a navigation is under way: the address has changed and the next page is not on screen
 * yet (its chunk is loading, or it is still rendering). False outside ShopRouter.
 */
export const useNavigationPending = () => useContext(NavigationPending);

/**
 * The shop's router in the browser: react-router's BrowserRouter (the same history, and every
 * change of address as a transition, so the page on screen stays until the next one can show),
 * with the transition's pending state told to the layout (useNavigationPending), which shows the
 * progress bar when the wait is long. BrowserRouter's own transitions are not observable.
 */
export function ShopRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <NavigationPending.Provider value={pending}>
      <Router location={location} navigationType={action} navigator={history}>
        {children}
      </Router>
    </NavigationPending.Provider>
  );
}
