import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';

/**
 * The tests of the enclosing `describe` (or of the file, at its top level) run on a Hindi page:
 * the Hindi words are set before each test, and the English edition comes back after it, so no
 * other test file sees Hindi.
 */
export function onHindiPages(): void {
  beforeEach(() => setEdition('hi', HINDI));
  afterEach(() => setEdition('en'));
}
