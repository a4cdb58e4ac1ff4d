import { setEdition, type Edition } from './edition';
import { HINDI } from './hi';

/**
 * Runs `make` with the edition set (its words too), then sets English back, also when `make` is
 * async (once its promise settles) or throws: the build renders both editions' pages in one process
 * (issue 36), one at a time. For the build only (prerender, the page shell): it holds every Hindi
 * word, which a page in the browser loads as its own chunk.
 */
export function withEdition<T>(edition: Edition, make: () => T): T {
  setEdition(edition, edition === 'hi' ? HINDI : {});
  let result: T;
  try {
    result = make();
  } catch (error) {
    setEdition('en');
    throw error;
  }
  if (result instanceof Promise) return result.finally(() => setEdition('en')) as T;
  setEdition('en');
  return result;
}
