import { getWebStorage } from './webStorage';

// Without a window (Node, the prerender) there is no storage either: app/persistence/inNode.test.ts.
describe('getWebStorage', () => {
  const originals = new Map<string, PropertyDescriptor | undefined>();

  function replace(kind: 'localStorage' | 'sessionStorage', descriptor: PropertyDescriptor): void {
    if (!originals.has(kind)) originals.set(kind, Object.getOwnPropertyDescriptor(window, kind));
    Object.defineProperty(window, kind, { configurable: true, ...descriptor });
  }

  afterEach(() => {
    for (const [kind, descriptor] of originals)
      if (descriptor) Object.defineProperty(window, kind, descriptor);
    originals.clear();
  });

  it("gives this browser's localStorage and this tab's sessionStorage", () => {
    expect(getWebStorage('localStorage')).toBe(window.localStorage);
    expect(getWebStorage('sessionStorage')).toBe(window.sessionStorage);
  });

  it('gives undefined where the browser has no storage', () => {
    replace('localStorage', { value: null });
    replace('sessionStorage', { value: undefined });
    expect(getWebStorage('localStorage')).toBeUndefined();
    expect(getWebStorage('sessionStorage')).toBeUndefined();
  });

  it('gives undefined, without throwing, where storage is refused (a privacy mode)', () => {
    replace('localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(getWebStorage('localStorage')).toBeUndefined();
    expect(getWebStorage('sessionStorage')).toBe(window.sessionStorage);
  });
});
