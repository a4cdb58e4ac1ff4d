import { DISTRICTS_BY_STATE } from './pincodeTable';

/** Where a pincode is delivered: the district's city and state, how many days it takes, and whether Cash on Delivery is offered. */
export interface DeliveryZone {
  city: string;
  state: string;
  days: number;
  cod: boolean;
}

/**
 * Days to deliver (counted from the day of the order; deliveryDate.ts): the eight metros, the
 * prepaid-only districts (the North-East, Jammu & Kashmir and Ladakh), everywhere else. The
 * Shipping page and the FAQ say them.
 */
export const DELIVERY_DAYS = { metro: 2, prepaidOnly: 7, elsewhere: 4 } as const;

/** The eight metros' sorting districts: delivered in DELIVERY_DAYS.metro days. */
const METROS = new Set(['110', '400', '700', '600', '560', '500', '411', '380']);

/** Days to deliver, and Cash on Delivery, by the pincode's district prefix. */
function serviceOf(prefix: string): Pick<DeliveryZone, 'days' | 'cod'> {
  if (METROS.has(prefix)) return { days: DELIVERY_DAYS.metro, cod: true };
  // The North-East (78x, 79x) and Jammu & Kashmir / Ladakh (18x, 19x): a week, prepaid only.
  if (/^(78|79|18|19)/.test(prefix)) return { days: DELIVERY_DAYS.prepaidOnly, cod: false };
  return { days: DELIVERY_DAYS.elsewhere, cod: true };
}

let zones: Map<string, DeliveryZone> | undefined;

/** The table, read from its compact form on first use. */
function zoneTable(): Map<string, DeliveryZone> {
  if (zones) return zones;
  zones = new Map();
  for (const [state, districts] of Object.entries(DISTRICTS_BY_STATE)) {
    for (const district of districts.split('|')) {
      const prefix = district.slice(0, 3);
      zones.set(prefix, { city: district.slice(4), state, ...serviceOf(prefix) });
    }
  }
  return zones;
}

/** A pincode is 6 digits and does not start with 0. */
export function isValidPincode(pincode: string): boolean {
  return /^[1-9]\d{5}$/.test(pincode);
}

/**
 * Where we deliver a pincode, or undefined when we do not (a malformed pincode, the Andaman and
 * Nicobar Islands, or a prefix that is no sorting district).
 */
export function lookupPincode(pincode: string): DeliveryZone | undefined {
  return isValidPincode(pincode) ? zoneTable().get(pincode.slice(0, 3)) : undefined;
}

/** Every district prefix we deliver to (tests, and the checkout's consistency checks). */
export function servedPrefixes(): string[] {
  return [...zoneTable().keys()];
}
