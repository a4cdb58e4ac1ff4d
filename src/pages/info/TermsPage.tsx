import { Link } from 'react-router-dom';
import { CONTACT, RETURN_DAYS, SHOP_NAME, TAX_RATE } from '@/shared/lib/constants';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { InfoLayout } from './InfoLayout';

export default function TermsPage() {
  usePageFocus();
  return (
    <InfoLayout
      title="Terms of Use"
      intro={`The rules for shopping at ${SHOP_NAME}. Please read them before you order.`}
    >
      <section aria-labelledby="terms-account">
        <h2 id="terms-account">Your account</h2>
        <p>
          You are responsible for the details you give us and for what happens under your account. Please keep
          your details up to date so we can deliver your orders.
        </p>
      </section>
      <section aria-labelledby="terms-prices">
        <h2 id="terms-prices">Prices and payment</h2>
        <p>
          Prices are in Indian rupees. GST of {Math.round(TAX_RATE * 100)}% is added to your cart subtotal at
          checkout and shown before you pay. We accept cards, UPI and Cash on Delivery. If a price on the site
          is clearly wrong, we may cancel the order and refund you in full.
        </p>
      </section>
      <section aria-labelledby="terms-orders">
        <h2 id="terms-orders">Orders and delivery</h2>
        <p>
          An order is confirmed when we show it in My Orders. Delivery times are estimates; see{' '}
          <Link to="/shipping">Shipping</Link> for details.
        </p>
      </section>
      <section aria-labelledby="terms-returns">
        <h2 id="terms-returns">Returns</h2>
        <p>
          You can return or exchange most items within {RETURN_DAYS} days of delivery, as our{' '}
          <Link to="/return-policy">Return Policy</Link> explains.
        </p>
      </section>
      <section aria-labelledby="terms-reviews">
        <h2 id="terms-reviews">Reviews</h2>
        <p>
          Reviews must be your own honest experience of the product. We may remove reviews that are abusive,
          off-topic or advertise something else.
        </p>
      </section>
      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">Questions</h2>
        <p>
          Write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or call {CONTACT.phone}. Our
          registered office is at {CONTACT.address}.
        </p>
      </section>
    </InfoLayout>
  );
}
