import { setEdition, translate } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { searchHeading, STORAGE_UNAVAILABLE_MSG } from './firstLoadText';

describe('The first load’s texts', () => {
  afterEach(() => setEdition('en'));

  it('head a search in the page’s edition, the query as typed', () => {
    expect(searchHeading('silk saree')).toBe('Search Results for "silk saree"');
    setEdition('hi', HINDI);
    expect(searchHeading('silk saree')).toBe('"silk saree" के लिए खोज के नतीजे');
  });

  it('keep the storage notice in English until it is shown (the toast translates it)', () => {
    setEdition('hi', HINDI);
    expect(STORAGE_UNAVAILABLE_MSG).toMatch(/^Your browser is not letting us save data/);
    expect(translate(STORAGE_UNAVAILABLE_MSG)).toMatch(/^आपका ब्राउज़र हमें डेटा सेव नहीं करने दे रहा/);
  });
});
