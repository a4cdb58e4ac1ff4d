import * as z from 'zod/mini';
import type { PersistedShape } from '@/shared/lib/persistedShape';
import type { PreferencesState } from './preferencesSlice';

/** The `preferences` key: what this browser's shopper chose that is not an account's. */

/** A pincode as the delivery check takes it; anything else is forgotten. */
const pincodeSchema = z.string().check(z.regex(/^[1-9]\d{5}$/));

const preferencesStateSchema = z.object({
  pincode: z.catch(z.nullable(pincodeSchema), null),
}) satisfies z.ZodMiniType<PreferencesState>;

/** New in version 1: nothing older to migrate. */
export const preferencesShape: PersistedShape<PreferencesState> = {
  schema: preferencesStateSchema,
  migrations: {},
};
