import { useCallback, useRef } from 'react';

/**
 * Wraps a form's async submit so it cannot run twice at once (a double click, Enter pressed twice):
 * a second call while the first is still running is ignored.
 */
export function useSubmitOnce<T>(submit: (values: T) => Promise<void>): (values: T) => Promise<void> {
  const running = useRef(false);
  return useCallback(
    async (values: T) => {
      if (running.current) return;
      running.current = true;
      try {
        await submit(values);
      } finally {
        running.current = false;
      }
    },
    [submit],
  );
}
