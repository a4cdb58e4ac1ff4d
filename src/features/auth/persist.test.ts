import { restoreShape } from '@/shared/lib/persistedShape';
import { authShape } from './persist';

const user = { id: 'u1', name: 'Priya Sharma', email: 'priya@example.com', phone: '', address: '' };
const restore = (stored: unknown) => restoreShape(authShape, stored, 1);
const current = { _persist: { version: 1 } };

describe("the user key's stored shape", () => {
  it('keeps a user and Remember me, and strips anything else (a password is never read back)', () => {
    expect(restore({ ...current, user: { ...user, password: 'secret123' }, remember: false })).toEqual({
      user,
      remember: false,
    });
  });

  it('signs out on a user out of shape, which is the initial state whatever Remember me said', () => {
    expect(restore({ ...current, user: { ...user, id: '' }, remember: false })).toEqual({
      user: null,
      remember: true,
    });
  });

  it('migrates version 0: authenticated users stay signed in, remembered', () => {
    expect(restore({ user, isAuthenticated: true })).toEqual({ user, remember: true });
    expect(restore({ user, isAuthenticated: false })).toEqual({ user: null, remember: true });
  });
});
