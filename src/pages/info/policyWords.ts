import { t, translate, word } from '@/shared/i18n';
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

/** "A, B and C" (in the page's edition: "A, B और C"). */
export const listOf = (items: readonly string[]): string =>
  items.length < 2
    ? (items[0] ?? '')
    : t('{list} and {last}', { list: items.slice(0, -1).join(', '), last: items[items.length - 1] ?? '' });

/** A place the pages name, with one of its pincodes. */
interface NamedPlace {
  /** In English (the delivery table's name); shown in the page's edition. */
  name: string;
  pincode: string;
}

/** The metros delivered in DELIVERY_DAYS.metro days: the city's own pincodes (not its suburbs' districts). */
export const METRO_CITIES: readonly NamedPlace[] = [
  { name: word('Delhi'), pincode: '110001' },
  { name: word('Mumbai'), pincode: '400001' },
  { name: word('Kolkata'), pincode: '700001' },
  { name: word('Chennai'), pincode: '600001' },
  { name: word('Bengaluru'), pincode: '560001' },
  { name: word('Hyderabad'), pincode: '500001' },
  { name: word('Pune'), pincode: '411001' },
  { name: word('Ahmedabad'), pincode: '380001' },
];

/** The North-Eastern states where orders are prepaid only (Sikkim is not one: it has Cash on Delivery). */
export const PREPAID_ONLY_NORTH_EAST: readonly NamedPlace[] = [
  { name: word('Assam'), pincode: '781001' },
  { name: word('Arunachal Pradesh'), pincode: '791111' },
  { name: word('Manipur'), pincode: '795001' },
  { name: word('Meghalaya'), pincode: '793001' },
  { name: word('Mizoram'), pincode: '796001' },
  { name: word('Nagaland'), pincode: '797001' },
  { name: word('Tripura'), pincode: '799001' },
];

/** The other prepaid-only places. */
export const PREPAID_ONLY_NORTH: readonly NamedPlace[] = [
  { name: word('Jammu & Kashmir'), pincode: '190001' },
  { name: word('Ladakh'), pincode: '194101' },
];

/** Where we do not deliver yet. */
export const NOT_SERVED: NamedPlace = { name: word('the Andaman and Nicobar Islands'), pincode: '744101' };

export const days = (count: number) => (count === 1 ? t('1 day') : t('{count} days', { count }));
export const names = (places: readonly NamedPlace[]) => listOf(places.map((place) => translate(place.name)));

/**
 * Each rule a getter, not a string: its words are those of the page's edition, which is set after
 * this module loads (and changes between the two editions' prerendered pages).
 */
export const RULES = {
  /** Cash on Delivery's limit (codRules.ts: the total, GST included, up to COD_LIMIT). */
  get codLimit() {
    return t('Cash on Delivery is available on orders up to {limit}, GST included.', {
      limit: formatINR(COD_LIMIT),
    });
  },
  /** Where Cash on Delivery is not offered (pincodes.ts). */
  get codRegions() {
    return t(
      'Cash on Delivery is not available in the North-East ({northEast}) or in {north}: orders there are paid by card or UPI, and arrive in {days}.',
      {
        northEast: names(PREPAID_ONLY_NORTH_EAST),
        north: names(PREPAID_ONLY_NORTH),
        days: days(DELIVERY_DAYS.prepaidOnly),
      },
    );
  },
  /** Not served (pincodes.ts: no district of theirs is in the table). */
  get notServed() {
    return t('We do not deliver to {place} yet.', { place: translate(NOT_SERVED.name) });
  },
  /** Delivery times (pincodes.ts, deliveryDate.ts). */
  get deliveryTimes() {
    return t(
      'Orders arrive in {metroDays} in {metros}; in {prepaidDays} in {prepaidPlaces}; and in {elsewhereDays} everywhere else we deliver.',
      {
        metroDays: days(DELIVERY_DAYS.metro),
        metros: names(METRO_CITIES),
        prepaidDays: days(DELIVERY_DAYS.prepaidOnly),
        prepaidPlaces: names([...PREPAID_ONLY_NORTH_EAST, ...PREPAID_ONLY_NORTH]),
        elsewhereDays: days(DELIVERY_DAYS.elsewhere),
      },
    );
  },
  get sundays() {
    return t(
      'Delivery days count from the day you order. We do not deliver on Sundays: a delivery due on a Sunday comes on the Monday.',
    );
  },
  /** Cancelling (afterSales.ts: canCancel while Processing). */
  get cancel() {
    return t(
      'You can cancel an order while it is Processing, before it ships: open My Orders and choose Cancel Order.',
    );
  },
  get cancelShipped() {
    return t('Once an order has shipped it can no longer be cancelled; return it after delivery instead.');
  },
  /** What a cancelled order gets back (timeline.ts). */
  get cancelRefund() {
    return t(
      'A cancelled card or UPI order is refunded to the card or UPI ID you paid with; nothing was charged for a Cash on Delivery order.',
    );
  },
  /** The return window (afterSales.ts: RETURN_DAYS from delivery). */
  get returnWindow() {
    return t('You can ask for a return or an exchange within {days} days of delivery.', {
      days: RETURN_DAYS,
    });
  },
  /** Where a refund goes (afterSales.ts: refundTargetsFor). */
  get refundPrepaid() {
    return t(
      'Card and UPI orders are refunded to the original payment method or as Rangoli credit, as you choose.',
    );
  },
  get refundCod() {
    return t(
      'Cash on Delivery orders are refunded as Rangoli credit: there is no card or UPI payment to return the money to.',
    );
  },
  /** Exchanges (afterSales.ts: exchangeSizes). */
  get exchange() {
    return t(
      'An exchange is for another size of the same product. When no other size can be bought, or the product is no longer sold, the item can be returned for a refund instead.',
    );
  },
};
