import { Link } from 'react-router-dom';
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
      title="Shipping"
      intro={`Free shipping on orders over ${FREE_OVER}, delivered to your door anywhere in India.`}
    >
      <section aria-labelledby="shipping-cost">
        <h2 id="shipping-cost">What shipping costs</h2>
        <p>
          Standard shipping is free on every order over {FREE_OVER}. For now we are also waiving the fee on
          smaller orders, so your cart and checkout will show shipping as <strong>FREE</strong> whatever you
          spend. There are no hidden charges at the door: the total you see at checkout (including{' '}
          {Math.round(TAX_RATE * 100)}% GST) is what you pay.
        </p>
      </section>
      <section aria-labelledby="shipping-times">
        <h2 id="shipping-times">Delivery times</h2>
        <table>
          <caption className="visually-hidden">Estimated delivery times</caption>
          <thead>
            <tr>
              <th scope="col">Where</th>
              <th scope="col">Arrives in</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Metro cities: {names(METRO_CITIES)}</td>
              <td>{days(DELIVERY_DAYS.metro)}</td>
            </tr>
            <tr>
              <td>Other cities and towns</td>
              <td>{days(DELIVERY_DAYS.elsewhere)}</td>
            </tr>
            <tr>
              <td>
                The North-East ({names(PREPAID_ONLY_NORTH_EAST)}), {names(PREPAID_ONLY_NORTH)}: prepaid orders
                only
              </td>
              <td>{days(DELIVERY_DAYS.prepaidOnly)}</td>
            </tr>
          </tbody>
        </table>
        <p>
          {RULES.sundays} {RULES.notServed} Enter your pincode on a product page or in your cart to see the
          date your order would arrive and whether Cash on Delivery is available there.
        </p>
      </section>
      <section aria-labelledby="shipping-tracking">
        <h2 id="shipping-tracking">Tracking your order</h2>
        <p>
          Every order moves through three steps: <strong>Processing</strong> (we are packing it),{' '}
          <strong>Shipped</strong> (it is with our courier partner) and <strong>Delivered</strong>. Follow it
          from <Link to="/orders">My Orders</Link> with the Track Order button. {RULES.cancel}{' '}
          {RULES.cancelShipped}
        </p>
      </section>
      <section aria-labelledby="shipping-cod">
        <h2 id="shipping-cod">Paying on delivery</h2>
        <p>
          We accept {PAYMENT_METHODS.length} ways to pay: credit or debit card, UPI, and Cash on Delivery.
          With Cash on Delivery please keep the exact amount ready; our courier partners may not carry change.
        </p>
        <ul>
          <li>{RULES.codLimit} Above that, please pay by card or UPI.</li>
          <li>{RULES.codRegions}</li>
        </ul>
      </section>
      <section aria-labelledby="shipping-address">
        <h2 id="shipping-address">Addresses and missed deliveries</h2>
        <ul>
          <li>
            Please give a complete address with the right 6-digit pincode and a phone number we can reach.
          </li>
          <li>Our courier calls you before delivering, and tries again if you miss it.</li>
          <li>
            If a parcel comes back to us undelivered, we refund prepaid orders in full to the original payment
            method.
          </li>
        </ul>
      </section>
    </InfoLayout>
  );
}
