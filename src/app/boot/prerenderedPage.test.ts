import { isPrerenderedPage } from './prerenderedPage';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('isPrerenderedPage', () => {
  it('is true only for the address the root was prerendered for, without a query', () => {
    expect(isPrerenderedPage()).toBe(false);
    document.body.innerHTML = '<div id="root" data-prerendered="/women"></div>';
    window.history.replaceState(null, '', '/women');
    expect(isPrerenderedPage()).toBe(true);
    expect(isPrerenderedPage('/women')).toBe(true);
    expect(isPrerenderedPage('/men')).toBe(false);
    window.history.replaceState(null, '', '/women?sort=rating');
    expect(isPrerenderedPage()).toBe(false);
    window.history.replaceState(null, '', '/men');
    expect(isPrerenderedPage()).toBe(false);
  });
});
