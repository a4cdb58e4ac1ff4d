import type { AddressLabel, SavedAddress, User } from '@/features/auth';
import { lookupPincode } from '@/features/delivery';
import { word } from '@/shared/i18n';
import type { ShippingFormValues } from './buildOrder';

/**
 * The address book's helpers, for the profile's Saved addresses and the checkout's Shipping step
 * (both lazy pages: the delivery table they read never loads with the shell).
 */

/** An address's labels: kept in English, each the key of its Hindi (shown with t()). */
export const ADDRESS_LABELS: readonly AddressLabel[] = [word('Home'), word('Work'), word('Other')];

/** What the address form edits: a saved address but its id. */
export type AddressFormValues = Omit<SavedAddress, 'id'>;

/** A new address's id: unique enough within one shopper's book. */
export const newAddressId = (): string =>
  `address-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** "14 Park Street, Kolkata 700016, West Bengal": the address on one line. */
export const addressLine = ({ address, city, pincode, state }: Omit<SavedAddress, 'id' | 'label'>): string =>
  [address, `${city} ${pincode}`, state].join(', ');

/** The label a new address starts with: Home while the book has no Home address, else Other. */
export const labelForNewAddress = (book: readonly SavedAddress[]): AddressLabel =>
  book.some((a) => a.label === 'Home') ? 'Other' : 'Home';

/** An empty address form for a shopper: their name and phone, the rest to type. */
export function newAddressValues(user: Pick<User, 'name' | 'phone'> | null, book: readonly SavedAddress[]) {
  return {
    label: labelForNewAddress(book),
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    address: '',
    city: '',
    state: '',
    pincode: '',
  } satisfies AddressFormValues;
}

/** The form's values as saved: trimmed, under the given id. */
export const savedAddressFrom = (id: string, values: AddressFormValues): SavedAddress => ({
  id,
  label: values.label,
  name: values.name.trim(),
  phone: values.phone.trim(),
  address: values.address.trim(),
  city: values.city.trim(),
  state: values.state,
  pincode: values.pincode.trim(),
});

/** The shipping form filled from a saved address (the email is the shopper's). */
export const shippingFromAddress = (address: SavedAddress, email: string): ShippingFormValues => ({
  name: address.name,
  email,
  phone: address.phone,
  address: address.address,
  city: address.city,
  state: address.state,
  pincode: address.pincode,
});

const ADDRESS_FIELDS = ['name', 'phone', 'address', 'city', 'state', 'pincode'] as const;

/** The saved address these shipping values are (all six fields the same, spaces around them aside). */
export const savedAddressMatching = (
  values: ShippingFormValues,
  book: readonly SavedAddress[],
): SavedAddress | undefined =>
  book.find((saved) => ADDRESS_FIELDS.every((field) => saved[field].trim() === values[field].trim()));

/** The shipping address typed at checkout, to keep in the address book. */
export const savedAddressFromShipping = (
  id: string,
  label: AddressLabel,
  { name, phone, address, city, state, pincode }: ShippingFormValues,
): SavedAddress => savedAddressFrom(id, { label, name, phone, address, city, state, pincode });

/** Where the Shipping step starts: its values, and the saved address they come from (if any). */
export interface ShippingStart {
  values: ShippingFormValues;
  addressId: string | null;
}

/**
 * The Shipping step's first values: the default saved address when there is one; otherwise the
 * profile (name, email, phone, address) with the remembered pincode and, from the delivery table,
 * its city and state.
 */
export function shippingStart(user: User | null, rememberedPincode: string | null): ShippingStart {
  const book = user?.addresses ?? [];
  const chosen = book.find((a) => a.id === user?.defaultAddressId) ?? book[0];
  if (user && chosen) return { values: shippingFromAddress(chosen, user.email), addressId: chosen.id };
  return { values: shippingFromProfile(user, rememberedPincode), addressId: null };
}

/**
 * Shipping fields prefilled from the signed-in profile where known (name, email, phone, address),
 * and the remembered pincode with its city and state from the delivery table.
 */
export function shippingFromProfile(
  user: User | null | undefined,
  rememberedPincode: string | null = null,
): ShippingFormValues {
  const zone = rememberedPincode ? lookupPincode(rememberedPincode) : undefined;
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    city: zone?.city ?? '',
    state: zone?.state ?? '',
    pincode: rememberedPincode ?? '',
  };
}
