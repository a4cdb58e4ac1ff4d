import type { User } from './authSlice';

/** Sign in uses this fixed sample profile with the typed email (spec section 4, decisions.md). */
export const SAMPLE_PROFILE: Omit<User, 'email'> = {
  id: 'sample-priya',
  name: 'Priya Sharma',
  phone: '+91 98765 43210',
  address: '14 Park Street, Kolkata 700016',
};

export const isSampleProfile = (user: Pick<User, 'id'> | null | undefined): boolean =>
  user?.id === SAMPLE_PROFILE.id;
