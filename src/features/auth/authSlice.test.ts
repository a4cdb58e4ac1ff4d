import {
  addressRemoved as removalOf,
  addressRestored,
  addressSaved,
  authSlice,
  defaultAddressChosen,
  initialAuthState,
  loggedOut,
  profileUpdated,
  signedIn,
  type AuthState,
  type SavedAddress,
  type User,
} from './authSlice';
import { SAMPLE_PROFILE } from './sampleProfile';
import { selectDefaultAddressId, selectSavedAddresses } from './selectors';

const reduce = authSlice.reducer;
const shopper: User = {
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '98300 11111',
  address: '',
};
const signedInAs = (user: User): AuthState => ({ user, remember: true });

const address = (id: string, label: SavedAddress['label'] = 'Home'): SavedAddress => ({
  id,
  label,
  name: 'Asha Rao',
  phone: '98300 11111',
  address: `${id} Lake Road`,
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
});
const a1 = address('a1');
const a2 = address('a2', 'Work');
const a3 = address('a3', 'Other');

/** The removal of address `id` (the reducer reads the address's id; Undo reads the rest). */
const addressRemoved = (id: string) => removalOf({ address: address(id), index: 0, wasDefault: false });

/** The book after these events, from a shopper without one. */
function book(...actions: Parameters<typeof reduce>[1][]) {
  const state = actions.reduce(reduce, signedInAs(shopper));
  return {
    ids: selectSavedAddresses({ auth: state }).map((a) => a.id),
    default: selectDefaultAddressId({ auth: state }),
  };
}

describe('the address book', () => {
  it('a shopper without addresses has an empty book and no default; a guest too', () => {
    expect(book()).toEqual({ ids: [], default: null });
    expect(selectSavedAddresses({ auth: initialAuthState })).toEqual([]);
    expect(selectDefaultAddressId({ auth: initialAuthState })).toBeNull();
  });

  it('the sample profile starts with its Home address, the default', () => {
    const state = reduce(
      initialAuthState,
      signedIn({ user: { ...SAMPLE_PROFILE, email: 'p@x.in' }, remember: true }),
    );
    expect(selectSavedAddresses({ auth: state })).toEqual([
      expect.objectContaining({
        label: 'Home',
        name: 'Priya Sharma',
        phone: '+91 98765 43210',
        address: '14 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        pincode: '700016',
      }),
    ]);
    expect(selectDefaultAddressId({ auth: state })).toBe(SAMPLE_PROFILE.addresses?.[0]?.id);
  });

  it('addressSaved adds a new address at the end; the first one becomes the default', () => {
    expect(book(addressSaved(a1))).toEqual({ ids: ['a1'], default: 'a1' });
    expect(book(addressSaved(a1), addressSaved(a2))).toEqual({ ids: ['a1', 'a2'], default: 'a1' });
  });

  it('addressSaved with a known id replaces that address in place, keeping the default', () => {
    const state = [
      addressSaved(a1),
      addressSaved(a2),
      addressSaved({ ...a1, label: 'Other', city: 'Mumbai' }),
    ].reduce(reduce, signedInAs(shopper));
    expect(state.user?.addresses).toEqual([{ ...a1, label: 'Other', city: 'Mumbai' }, a2]);
    expect(state.user?.defaultAddressId).toBe('a1');
  });

  it('defaultAddressChosen makes a saved address the default; an unknown id changes nothing', () => {
    expect(book(addressSaved(a1), addressSaved(a2), defaultAddressChosen('a2'))).toEqual({
      ids: ['a1', 'a2'],
      default: 'a2',
    });
    expect(book(addressSaved(a1), defaultAddressChosen('zz'))).toEqual({ ids: ['a1'], default: 'a1' });
  });

  it('addressRemoved removes it; the default stays unless it was the one removed', () => {
    expect(book(addressSaved(a1), addressSaved(a2), addressRemoved('a2'))).toEqual({
      ids: ['a1'],
      default: 'a1',
    });
    expect(book(addressSaved(a1), addressRemoved('zz'))).toEqual({ ids: ['a1'], default: 'a1' });
    // With one after it: the next address must not take over as the default.
    expect(book(addressSaved(a1), addressSaved(a2), addressSaved(a3), addressRemoved('a2'))).toEqual({
      ids: ['a1', 'a3'],
      default: 'a1',
    });
  });

  it('removing the default makes the next one the default, or the first when it was the last', () => {
    const three = [addressSaved(a1), addressSaved(a2), addressSaved(a3)];
    expect(book(...three, addressRemoved('a1'))).toEqual({ ids: ['a2', 'a3'], default: 'a2' });
    expect(book(...three, defaultAddressChosen('a2'), addressRemoved('a2'))).toEqual({
      ids: ['a1', 'a3'],
      default: 'a3',
    });
    expect(book(...three, defaultAddressChosen('a3'), addressRemoved('a3'))).toEqual({
      ids: ['a1', 'a2'],
      default: 'a1',
    });
    expect(book(addressSaved(a1), addressRemoved('a1'))).toEqual({ ids: [], default: null });
  });

  it('addressRestored puts a removed address back in its place, the default again if it was', () => {
    const three = [addressSaved(a1), addressSaved(a2), addressSaved(a3)];
    const restore = (index: number, wasDefault: boolean) =>
      addressRestored({ address: a2, index, wasDefault });
    expect(book(...three, addressRemoved('a2'), restore(1, false))).toEqual({
      ids: ['a1', 'a2', 'a3'],
      default: 'a1',
    });
    expect(book(...three, defaultAddressChosen('a2'), addressRemoved('a2'), restore(1, true))).toEqual({
      ids: ['a1', 'a2', 'a3'],
      default: 'a2',
    });
    // Its place is kept within the book as it is now.
    expect(book(addressSaved(a1), restore(5, false))).toEqual({ ids: ['a1', 'a2'], default: 'a1' });
    expect(book(addressSaved(a1), restore(-1, false))).toEqual({ ids: ['a2', 'a1'], default: 'a1' });
    // Into an empty book: the default, as any first address.
    expect(book(restore(0, false))).toEqual({ ids: ['a2'], default: 'a2' });
    // Saved again meanwhile: nothing to put back.
    expect(book(...three, restore(0, true))).toEqual({ ids: ['a1', 'a2', 'a3'], default: 'a1' });
    expect(reduce(initialAuthState, restore(0, true))).toEqual(initialAuthState);
  });

  it('a profile update leaves the book alone', () => {
    const state = [
      addressSaved(a1),
      profileUpdated({ name: 'A', email: 'a@b.in', phone: '1', address: 'x' }),
    ].reduce(reduce, signedInAs(shopper));
    expect(state.user?.addresses).toEqual([a1]);
  });

  it('a guest has no book to change', () => {
    expect(reduce(initialAuthState, addressSaved(a1))).toEqual(initialAuthState);
    expect(reduce(initialAuthState, addressRemoved('a1'))).toEqual(initialAuthState);
    expect(reduce(initialAuthState, defaultAddressChosen('a1'))).toEqual(initialAuthState);
  });
});

describe('the signed-in shopper', () => {
  it('profileUpdated changes the name, email and phone, keeping the id and the book', () => {
    const state = [
      addressSaved(a1),
      profileUpdated({
        name: 'Asha R. Kulkarni',
        email: 'asha.k@example.com',
        phone: '98300 22222',
        address: '',
      }),
    ].reduce(reduce, signedInAs(shopper));
    expect(state.user).toEqual({
      ...shopper,
      name: 'Asha R. Kulkarni',
      email: 'asha.k@example.com',
      phone: '98300 22222',
      addresses: [a1],
      defaultAddressId: 'a1',
    });
    expect(
      reduce(initialAuthState, profileUpdated({ name: 'A', email: 'a@b.in', phone: '1', address: '' })),
    ).toEqual(initialAuthState);
  });

  it('loggedOut forgets the shopper and Remember me', () => {
    expect(reduce({ user: shopper, remember: false }, loggedOut())).toEqual(initialAuthState);
    expect(initialAuthState.user).toBeNull();
  });
});
