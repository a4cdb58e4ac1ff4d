import * as z from 'zod/mini';
import { lenientArray, uniqueBy, type PersistedShape } from '@/shared/lib/persistedShape';
import type { AuthState, SavedAddress, User } from './authSlice';

/** The `user` key: the signed-in shopper (never a password), their address book, and Remember me. */

const text = z.string();

/** A saved address: an id and the six address fields as text; an unknown label becomes Other. */
const savedAddressSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.catch(z.enum(['Home', 'Work', 'Other']), 'Other'),
  name: text,
  phone: text,
  address: text,
  city: text,
  state: text,
  pincode: text,
}) satisfies z.ZodMiniType<SavedAddress>;

const userSchema = z.pipe(
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    email: z.string(),
    phone: z.catch(z.string(), ''),
    address: z.catch(z.string(), ''),
    /** Written since issue 17; a user stored before has none (and keeps none). */
    addresses: z.optional(lenientArray(savedAddressSchema)),
    defaultAddressId: z.catch(z.optional(z.string()), undefined),
  }),
  /**
   * The book repaired address by address: an address out of shape is dropped, an id met twice is
   * kept once (the first); the default is one of the addresses, else the first, and none without
   * addresses.
   */
  z.transform(({ addresses, defaultAddressId, ...user }): User => {
    if (addresses === undefined) return user;
    const book = uniqueBy(addresses, (a) => a.id);
    const first = book[0];
    if (!first) return { ...user, addresses: book };
    const chosen = book.some((a) => a.id === defaultAddressId) ? defaultAddressId : first.id;
    return { ...user, addresses: book, defaultAddressId: chosen };
  }),
);

const authStateSchema = z.pipe(
  z.object({
    /** A user that is not well formed signs the shopper out rather than showing holes. */
    user: z.catch(z.nullable(userSchema), null),
    remember: z.catch(z.boolean(), true),
  }),
  // Signed out is the slice's initial state, whatever Remember me said (as loggedOut leaves it).
  z.transform((state): AuthState => (state.user === null ? { user: null, remember: true } : state)),
) satisfies z.ZodMiniType<AuthState>;

/** Version 0 (the prototype) kept `{ user, isAuthenticated }`, always in localStorage. */
const toVersion1 = z.pipe(
  z.object({ user: z.optional(z.unknown()), isAuthenticated: z.catch(z.boolean(), false) }),
  z.transform(({ user, isAuthenticated }) => ({ user: isAuthenticated ? user : null, remember: true })),
);

export const authShape: PersistedShape<AuthState> = {
  schema: authStateSchema,
  migrations: { 1: toVersion1 },
};
