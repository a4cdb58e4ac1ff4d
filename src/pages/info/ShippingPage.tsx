import { Link } from 'react-router-dom';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { FREE_SHIPPING_THRESHOLD, PAYMENT_METHODS, TAX_RATE } from '@/shared/lib/constants';
import { formatINR } from '@/shared/lib/money';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { InfoLayout } from './InfoLayout';
import {
  DELIVERY_DAYS,
  days,
  METRO_CITIES,
  names,
  PREPAID_ONLY_NORTH,
  PREPAID_ONLY_NORTH_EAST,
  RULES,
} from './policyWords';

const FREE_OVER = formatINR(FREE_SHIPPING_THRESHOLD);

export default function ShippingPage() {
  usePageFocus();
  return (
    <InfoLayout
      title={t('Shipping')}
      intro={t('Free shipping on orders over {amount}, delivered to your door anywhere in India.', {
        amount: FREE_OVER,
      })}
    >
      <section aria-labelledby="shipping-cost">
        <h2 id="shipping-cost">{t('What shipping costs')}</h2>
        <p>
          {tNodes(
            'Standard shipping is free on every order over {amount}. For now we are also waiving the fee on smaller orders, so your cart and checkout will show shipping as {free} whatever you spend. There are no hidden charges at the door: the total you see at checkout (including {rate}% GST) is what you pay.',
            {
              amount: FREE_OVER,
              free: <strong>{t('FREE')}</strong>,
              rate: Math.round(TAX_RATE * 100),
            },
          )}
        </p>
      </section>
      <section aria-labelledby="shipping-times">
        <h2 id="shipping-times">{t('Delivery times')}</h2>
        <table>
          <caption className="visually-hidden">{t('Estimated delivery times')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Where')}</th>
              <th scope="col">{t('Arrives in')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{t('Metro cities: {cities}', { cities: names(METRO_CITIES) })}</td>
              <td>{days(DELIVERY_DAYS.metro)}</td>
            </tr>
            <tr>
              <td>{t('Other cities and towns')}</td>
              <td>{days(DELIVERY_DAYS.elsewhere)}</td>
            </tr>
            <tr>
              <td>
                {t('The North-East ({northEast}), {north}: prepaid orders only', {
                  northEast: names(PREPAID_ONLY_NORTH_EAST),
                  north: names(PREPAID_ONLY_NORTH),
                })}
              </td>
              <td>{days(DELIVERY_DAYS.prepaidOnly)}</td>
            </tr>
          </tbody>
        </table>
        <p>
          {RULES.sundays} {RULES.notServed}{' '}
          {t(
            'Enter your pincode on a product page or in your cart to see the date your order would arrive and whether Cash on Delivery is available there.',
          )}
        </p>
      </section>
      <section aria-labelledby="shipping-tracking">
        <h2 id="shipping-tracking">{t('Tracking your order')}</h2>
        <p>
          {tNodes(
            'Every order moves through three steps: {processing} (we are packing it), {shipped} (it is with our courier partner) and {delivered}. Follow it from {myOrders} with the Track Order button.',
            {
              processing: <strong>{t('Processing')}</strong>,
              shipped: <strong>{t('Shipped')}</strong>,
              delivered: <strong>{t('Delivered')}</strong>,
              myOrders: <Link to="/orders">{t('My Orders')}</Link>,
            },
          )}{' '}
          {RULES.cancel} {RULES.cancelShipped}
        </p>
      </section>
      <section aria-labelledby="shipping-cod">
        <h2 id="shipping-cod">{t('Paying on delivery')}</h2>
        <p>
          {t(
            'We accept {count} ways to pay: credit or debit card, UPI, and Cash on Delivery. With Cash on Delivery please keep the exact amount ready; our courier partners may not carry change.',
            { count: PAYMENT_METHODS.length },
          )}
        </p>
        <ul>
          <li>
            {RULES.codLimit} {t('Above that, please pay by card or UPI.')}
          </li>
          <li>{RULES.codRegions}</li>
        </ul>
      </section>
      <section aria-labelledby="shipping-address">
        <h2 id="shipping-address">{t('Addresses and missed deliveries')}</h2>
        <ul>
          <li>
            {t(
              'Please give a complete address with the right 6-digit pincode and a phone number we can reach.',
            )}
          </li>
          <li>{t('Our courier calls you before delivering, and tries again if you miss it.')}</li>
          <li>
            {t(
              'If a parcel comes back to us undelivered, we refund prepaid orders in full to the original payment method.',
            )}
          </li>
        </ul>
      </section>
    </InfoLayout>
  );
}
