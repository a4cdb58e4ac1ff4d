import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, kept current as it changes (a phone turned, a window
 * resized). The prerender and the hydration of its page take `whenUnknown` (the page's HTML was
 * rendered for any width); a browser without matchMedia keeps it too.
 */
export function useMediaQuery(query: string, whenUnknown: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? whenUnknown
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => whenUnknown);
}
