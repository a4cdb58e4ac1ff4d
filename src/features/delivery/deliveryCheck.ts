import { t, word } from '@/shared/i18n';
import { deliveryDate, formatDeliveryDate } from './deliveryDate';
import { isValidPincode, lookupPincode, type DeliveryZone } from './pincodes';

/**
 * The delivery check's texts (issue 17), one source for the product page, the cart and checkout,
 * in the page's edition (issue 36): the functions write it when called. `invalid` is a constant
 * that checkout's rules return and compare, so it stays English: show it with `t(invalid)`.
 */
export const PINCODE_MESSAGES = {
  invalid: word('Please enter a valid 6-digit pincode'),
  notServed: (pincode: string) => t('Sorry, we do not deliver to {pincode} yet', { pincode }),
  deliveryBy: (date: string) => t('Delivery by {date}', { date }),
  cod: (available: boolean) =>
    available ? t('Cash on Delivery available') : t('Cash on Delivery not available'),
  deliverTo: (pincode: string) => t('Deliver to {pincode}', { pincode }),
  /** An address whose State is not its pincode's (issue 31). The state is the address's, as written. */
  inState: (pincode: string, state: string) => t('Pincode {pincode} is in {state}', { pincode, state }),
} as const;

/** A pincode as typed or pasted, its spaces dropped as it is entered (' 700016' is 700016). */
export const pincodeTyped = (value: string): string => value.replace(/\s/g, '');

/** What the delivery check says of a pincode today. */
export type DeliveryOutcome =
  | { kind: 'invalid' }
  | { kind: 'notServed'; pincode: string }
  | { kind: 'served'; pincode: string; zone: DeliveryZone; date: Date };

export function checkDelivery(pincode: string, today: Date): DeliveryOutcome {
  if (!isValidPincode(pincode)) return { kind: 'invalid' };
  const zone = lookupPincode(pincode);
  if (!zone) return { kind: 'notServed', pincode };
  return { kind: 'served', pincode, zone, date: deliveryDate(today, zone.days) };
}

/** The outcome as the lines the shopper reads (the live region's text). */
export function describeDelivery(outcome: DeliveryOutcome): string[] {
  switch (outcome.kind) {
    case 'invalid':
      return [t(PINCODE_MESSAGES.invalid)];
    case 'notServed':
      return [PINCODE_MESSAGES.notServed(outcome.pincode)];
    case 'served':
      return [
        PINCODE_MESSAGES.deliveryBy(formatDeliveryDate(outcome.date)),
        PINCODE_MESSAGES.cod(outcome.zone.cod),
      ];
  }
}
