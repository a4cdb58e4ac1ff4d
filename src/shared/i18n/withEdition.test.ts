import { currentEdition, t } from './edition';
import { withEdition } from './withEdition';

describe('withEdition', () => {
  it('renders in Hindi inside, and sets English back after', () => {
    expect(withEdition('hi', () => [currentEdition(), t('Add to Cart')])).toEqual(['hi', 'कार्ट में जोड़ें']);
    expect(currentEdition()).toBe('en');
    expect(t('Add to Cart')).toBe('Add to Cart');
  });

  it('sets English back once an async render settles, not before', async () => {
    let during: string | undefined;
    const done = withEdition('hi', async () => {
      await Promise.resolve();
      during = currentEdition();
      return t('Continue to Payment');
    });
    expect(currentEdition()).toBe('hi');
    await expect(done).resolves.toBe('आगे बढ़ें');
    expect(during).toBe('hi');
    expect(currentEdition()).toBe('en');
  });

  it('sets English back when the render throws or rejects', async () => {
    expect(() =>
      withEdition('hi', () => {
        throw new Error('broken page');
      }),
    ).toThrow('broken page');
    expect(currentEdition()).toBe('en');
    await expect(withEdition('hi', () => Promise.reject(new Error('broken page')))).rejects.toThrow(
      'broken page',
    );
    expect(currentEdition()).toBe('en');
  });
});
