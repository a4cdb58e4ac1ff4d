/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms), for work the first paint
 * does not need; where requestIdleCallback is missing (Safari, jsdom), on the next macrotask.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
