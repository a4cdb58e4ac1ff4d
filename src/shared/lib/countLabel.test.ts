import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import { countLabel } from './countLabel';

describe('countLabel', () => {
  it.each([
    [0, '0 items'],
    [1, '1 item'],
    [2, '2 items'],
    [24, '24 items'],
  ])('%i → %s', (count, label) => {
    expect(countLabel(count, 'item')).toBe(label);
  });

  it('takes the plural it is given', () => {
    expect(countLabel(1, 'person', 'people')).toBe('1 person');
    expect(countLabel(3, 'person', 'people')).toBe('3 people');
  });
});

describe('countLabel, on a Hindi page', () => {
  afterEach(() => setEdition('en'));

  it('writes the count, then the noun in Hindi; a noun the dictionary lacks stays as it is', () => {
    setEdition('hi', HINDI);
    expect(countLabel(1, 'item')).toBe('1 आइटम');
    expect(countLabel(3, 'item')).toBe('3 आइटम');
    expect(countLabel(3, 'person', 'people')).toBe('3 people');
  });
});
