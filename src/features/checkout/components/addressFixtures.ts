import type { SavedAddress } from '@/features/auth';
import type { AddressFormValues } from '../addressBook';

/** Addresses for the address book's stories and tests. */

export const HOME: SavedAddress = {
  id: 'address-home',
  label: 'Home',
  name: 'Priya Sharma',
  phone: '+91 98765 43210',
  address: '14 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
};

export const WORK: SavedAddress = {
  id: 'address-work',
  label: 'Work',
  name: 'Priya Sharma',
  phone: '+91 98300 11111',
  address: '4th Floor, 22 Camac Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700017',
};

/** An address in the North-East: delivered, but prepaid only. */
export const PARENTS: SavedAddress = {
  id: 'address-parents',
  label: 'Other',
  name: 'Anjali Sharma',
  phone: '+91 94350 22222',
  address: '5 GS Road, Dispur',
  city: 'Guwahati',
  state: 'Assam',
  pincode: '781006',
};

export const NEW_ADDRESS: AddressFormValues = {
  label: 'Work',
  name: 'Priya Sharma',
  phone: '+91 98765 43210',
  address: '',
  city: '',
  state: '',
  pincode: '',
};
