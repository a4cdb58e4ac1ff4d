import { returnPathFrom } from './returnTo';

describe('returnPathFrom', () => {
  it.each([
    [{ from: '/checkout' }, '/checkout'],
    [{ from: '/orders?page=2' }, '/orders?page=2'],
    [{ from: '/product/12#reviews' }, '/product/12#reviews'],
    [{ from: '/profile' }, '/profile'],
  ])('accepts the same-site path %j', (state, path) => {
    expect(returnPathFrom(state)).toBe(path);
  });

  it.each([
    [undefined],
    [null],
    ['/checkout'],
    [{}],
    [{ from: 42 }],
    [{ from: '' }],
    [{ from: 'checkout' }],
    [{ from: 'https://evil.example/' }],
    [{ from: '//evil.example' }],
    [{ from: '/\\evil.example' }],
    [{ from: '/\t/evil.example' }],
    [{ from: '/\n/evil.example' }],
    [{ from: 'javascript:alert(1)' }],
    [{ from: '/login' }],
    [{ from: '/login?x=1' }],
    [{ from: '/signup' }],
    [{ from: '/forgot-password' }],
  ])('falls back to / for %j', (state) => {
    expect(returnPathFrom(state)).toBe('/');
  });

  it('does not confuse pages that merely start like an auth page', () => {
    expect(returnPathFrom({ from: '/loginhelp' })).toBe('/loginhelp');
  });
});
