import { SAMPLE_PROFILE_ID } from '@/shared/lib/sampleShopper';
import type { User } from './authSlice';

/**
 * Sign in uses this fixed sample profile with the typed email (spec section 4, decisions.md), its
 * address book holding one address, the default (issue 17).
 */
export const SAMPLE_PROFILE: Omit<User, 'email'> = {
  id: SAMPLE_PROFILE_ID,
  name: 'Priya Sharma',
  phone: '+91 98765 43210',
  address: '14 Park Street, Kolkata 700016',
  addresses: [
    {
      id: 'address-home',
      label: 'Home',
      name: 'Priya Sharma',
      phone: '+91 98765 43210',
      address: '14 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
    },
  ],
  defaultAddressId: 'address-home',
};
