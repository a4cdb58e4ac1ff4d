import { COD_LIMIT, RETURN_DAYS } from '@/shared/lib/constants';
import { formatINR } from '@/shared/lib/money';

/**
 * Days to deliver, as the delivery table has them (features/delivery pincodes.ts: DELIVERY_DAYS).
 * Written here, not imported: the feature's index brings the whole pincode table with it (6.3 KiB
 * on /faq, over its budget). InfoPages.test.tsx holds the two equal, and every sentence built from
 * them to the table itself.
 */
export const DELIVERY_DAYS = { metro: 2, prepaidOnly: 7, elsewhere: 4 } as const;

/**
 * The shop's rules as the FAQ, Shipping and Return Policy pages say them: one sentence each, built
 * from the rules' own constants, so a changed rule changes the words on every page that states it.
 * The places named here come with a pincode of theirs: InfoPages.test.tsx checks each against the
 * delivery table (and that the lists are complete).
 */

/** "A, B and C". */
export const listOf = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** A place the pages name, with one of its pincodes. */
interface NamedPlace {
  name: string;
  pincode: string;
}

/** The metros delivered in DELIVERY_DAYS.metro days: the city's own pincodes (not its suburbs' districts). */
export const METRO_CITIES: readonly NamedPlace[] = [
  { name: 'Delhi', pincode: '110001' },
  { name: 'Mumbai', pincode: '400001' },
  { name: 'Kolkata', pincode: '700001' },
  { name: 'Chennai', pincode: '600001' },
  { name: 'Bengaluru', pincode: '560001' },
  { name: 'Hyderabad', pincode: '500001' },
  { name: 'Pune', pincode: '411001' },
  { name: 'Ahmedabad', pincode: '380001' },
];

/** The North-Eastern states where orders are prepaid only (Sikkim is not one: it has Cash on Delivery). */
export const PREPAID_ONLY_NORTH_EAST: readonly NamedPlace[] = [
  { name: 'Assam', pincode: '781001' },
  { name: 'Arunachal Pradesh', pincode: '791111' },
  { name: 'Manipur', pincode: '795001' },
  { name: 'Meghalaya', pincode: '793001' },
  { name: 'Mizoram', pincode: '796001' },
  { name: 'Nagaland', pincode: '797001' },
  { name: 'Tripura', pincode: '799001' },
];

/** The other prepaid-only places. */
export const PREPAID_ONLY_NORTH: readonly NamedPlace[] = [
  { name: 'Jammu & Kashmir', pincode: '190001' },
  { name: 'Ladakh', pincode: '194101' },
];

/** Where we do not deliver yet. */
export const NOT_SERVED: NamedPlace = { name: 'the Andaman and Nicobar Islands', pincode: '744101' };

export const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);
export const names = (places: readonly NamedPlace[]) => listOf(places.map((place) => place.name));

export const RULES = {
  /** Cash on Delivery's limit (codRules.ts: the total, GST included, up to COD_LIMIT). */
  codLimit: `Cash on Delivery is available on orders up to ${formatINR(COD_LIMIT)}, GST included.`,
  /** Where Cash on Delivery is not offered (pincodes.ts). */
  codRegions: `Cash on Delivery is not available in the North-East (${names(PREPAID_ONLY_NORTH_EAST)}) or in ${names(PREPAID_ONLY_NORTH)}: orders there are paid by card or UPI, and arrive in ${days(DELIVERY_DAYS.prepaidOnly)}.`,
  /** Not served (pincodes.ts: no district of theirs is in the table). */
  notServed: `We do not deliver to ${NOT_SERVED.name} yet.`,
  /** Delivery times (pincodes.ts, deliveryDate.ts). */
  deliveryTimes: `Orders arrive in ${days(DELIVERY_DAYS.metro)} in ${names(METRO_CITIES)}; in ${days(DELIVERY_DAYS.prepaidOnly)} in ${names([...PREPAID_ONLY_NORTH_EAST, ...PREPAID_ONLY_NORTH])}; and in ${days(DELIVERY_DAYS.elsewhere)} everywhere else we deliver.`,
  sundays:
    'Delivery days count from the day you order. We do not deliver on Sundays: a delivery due on a Sunday comes on the Monday.',
  /** Cancelling (afterSales.ts: canCancel while Processing). */
  cancel:
    'You can cancel an order while it is Processing, before it ships: open My Orders and choose Cancel Order.',
  cancelShipped: 'Once an order has shipped it can no longer be cancelled; return it after delivery instead.',
  /** What a cancelled order gets back (timeline.ts). */
  cancelRefund:
    'A cancelled card or UPI order is refunded to the card or UPI ID you paid with; nothing was charged for a Cash on Delivery order.',
  /** The return window (afterSales.ts: RETURN_DAYS from delivery). */
  returnWindow: `You can ask for a return or an exchange within ${RETURN_DAYS} days of delivery.`,
  /** Where a refund goes (afterSales.ts: refundTargetsFor). */
  refundPrepaid:
    'Card and UPI orders are refunded to the original payment method or as Rangoli credit, as you choose.',
  refundCod:
    'Cash on Delivery orders are refunded as Rangoli credit: there is no card or UPI payment to return the money to.',
  /** Exchanges (afterSales.ts: exchangeSizes). */
  exchange:
    'An exchange is for another size of the same product. When no other size can be bought, or the product is no longer sold, the item can be returned for a refund instead.',
} as const;
