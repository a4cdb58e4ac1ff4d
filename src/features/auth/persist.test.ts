import { restoreShape } from '@/shared/lib/persistedShape';
import type { SavedAddress } from './authSlice';
import { authShape } from './persist';

const user = { id: 'u1', name: 'Priya Sharma', email: 'priya@example.com', phone: '', address: '' };
const restore = (stored: unknown) => restoreShape(authShape, stored, 1);
const current = { _persist: { version: 1 } };

const home: SavedAddress = {
  id: 'a1',
  label: 'Home',
  name: 'Priya Sharma',
  phone: '+91 98765 43210',
  address: '14 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
};
const work: SavedAddress = { ...home, id: 'a2', label: 'Work', address: '3 Camac Street', pincode: '700017' };
const withBook = (addresses: unknown, defaultAddressId?: unknown) => ({
  ...current,
  user: { ...user, addresses, defaultAddressId },
  remember: true,
});
const restoredBook = (stored: unknown) => {
  const restored = restore(stored)?.user;
  return { addresses: restored?.addresses, defaultAddressId: restored?.defaultAddressId };
};

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

describe('the address book in the user key', () => {
  it('keeps the addresses, in order, and the default', () => {
    expect(restore(withBook([home, work], 'a2'))).toEqual({
      user: { ...user, addresses: [home, work], defaultAddressId: 'a2' },
      remember: true,
    });
  });

  it('leaves a user stored before the address book without one', () => {
    const restored = restore({ ...current, user, remember: true });
    expect(restored?.user).toEqual(user);
    expect(restored?.user).not.toHaveProperty('addresses');
    expect(restored?.user).not.toHaveProperty('defaultAddressId');
  });

  it('drops an address out of shape, and keeps the others', () => {
    const noId = { ...home, id: '' };
    const noCity = { ...home, id: 'a3', city: undefined };
    const numberPincode = { ...home, id: 'a4', pincode: 700016 };
    expect(restoredBook(withBook([noId, 'Home', null, work, noCity, numberPincode], 'a2'))).toEqual({
      addresses: [work],
      defaultAddressId: 'a2',
    });
  });

  it('reads an unknown label as Other, and strips unknown fields', () => {
    expect(restoredBook(withBook([{ ...home, label: 'Office', gps: '22.5,88.3' }], 'a1'))).toEqual({
      addresses: [{ ...home, label: 'Other' }],
      defaultAddressId: 'a1',
    });
  });

  it('keeps an id met twice once, the first', () => {
    expect(restoredBook(withBook([home, { ...work, id: 'a1' }], 'a1')).addresses).toEqual([home]);
  });

  it.each([
    ['an id of no address', 'a9'],
    ['no default', undefined],
    ['a default that is not text', 42],
  ])('falls back to the first address on %s', (_case, defaultAddressId) => {
    expect(restoredBook(withBook([home, work], defaultAddressId)).defaultAddressId).toBe('a1');
  });

  it('has no default without addresses, and an empty book for a book that is not a list', () => {
    expect(restoredBook(withBook([], 'a1'))).toEqual({ addresses: [], defaultAddressId: undefined });
    expect(restoredBook(withBook({ a1: home }, 'a1'))).toEqual({
      addresses: [],
      defaultAddressId: undefined,
    });
    expect(restoredBook(withBook([{ ...home, id: '' }], ''))).toEqual({
      addresses: [],
      defaultAddressId: undefined,
    });
  });
});
