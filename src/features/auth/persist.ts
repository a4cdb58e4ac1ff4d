import * as z from 'zod/mini';
import type { PersistedShape } from '@/shared/lib/persistedShape';
import type { AuthState } from './authSlice';

/** The `user` key: the signed-in shopper (never a password) and Remember me. */

const userSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  phone: z.catch(z.string(), ''),
  address: z.catch(z.string(), ''),
});

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
