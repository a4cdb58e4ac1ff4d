import { isSampleProfile } from '@/shared/lib/sampleShopper';
import type { AuthState } from '@/features/auth';

/** Whether a shopper is shown the sample orders: the sample profile, always, below her own. */
export const showsSampleOrders = (user: AuthState['user']): boolean => isSampleProfile(user);
