/** @jest-environment node */
import type { Persistor } from 'redux-persist';
import { flushWhenHidden } from './lifecycle';
import { getWebStorage } from '@/shared/lib/webStorage';
import { createPersistStorage } from './storage';

/**
 * The prerender (app/prerender.tsx) renders pages in Node with the store's modules: there is no
 * window, no storage and no page to hide, and nothing may throw.
 */
describe('persistence in Node, where the prerender runs', () => {
  it('has no web storage', () => {
    expect(getWebStorage('localStorage')).toBeUndefined();
    expect(getWebStorage('sessionStorage')).toBeUndefined();
  });

  it('an engine reads nothing and writes nowhere, without throwing', async () => {
    const engine = createPersistStorage();
    await expect(engine.getItem('cart')).resolves.toBeNull();
    await expect(engine.setItem('cart', '{"lines":"[]"}')).resolves.toBeUndefined();
    await expect(engine.removeItem('cart')).resolves.toBeUndefined();
  });

  it('has no page to hide: nothing to listen to, nothing flushed', () => {
    const flush = jest.fn();
    const stop = flushWhenHidden({ flush } as unknown as Persistor);
    expect(stop()).toBeUndefined();
    expect(flush).not.toHaveBeenCalled();
  });
});
