import { useCallback, useEffect, useRef } from 'react';

/**
 * Gives a signal that aborts when the component unmounts, for the simulated 1 s calls: leaving the
 * page during the wait clears the timer, so nothing is dispatched or navigated afterwards.
 */
export function useAbortOnUnmount(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => {
    controller.current ??= new AbortController();
    return controller.current.signal;
  }, []);
}
