/**
 * Waits `ms` (the simulated call of spec section 4). Resolves true when the time is up, or false at
 * once when `signal` aborts (the shopper left the page): the timer is cleared, nothing runs later.
 */
export function delay(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const onAbort = () => {
      clearTimeout(handle);
      resolve(false);
    };
    const handle = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
