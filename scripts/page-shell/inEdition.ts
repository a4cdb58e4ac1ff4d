import { setEdition, type Edition } from '../../src/shared/i18n';
import { HINDI } from '../../src/shared/i18n/hi';

/**
 * Runs `make` with the edition set (its words too), then sets English back: the build writes both
 * editions' pages in one process (issue 36), one at a time.
 */
export function inEdition<T>(edition: Edition, make: () => T): T {
  setEdition(edition, edition === 'hi' ? HINDI : {});
  try {
    return make();
  } finally {
    setEdition('en');
  }
}
