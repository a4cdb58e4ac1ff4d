import { Link } from 'react-router-dom';
import { CONTACT } from '@/shared/lib/constants';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { InfoLayout } from './InfoLayout';

export default function PrivacyPage() {
  usePageFocus();
  return (
    <InfoLayout
      title="Privacy Policy"
      intro="What we keep about you, where it lives and how you stay in control."
    >
      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">What we keep</h2>
        <ul>
          <li>Your account: name, email, phone number and delivery address.</li>
          <li>Your cart, wishlist and order history, so they are there when you come back.</li>
          <li>Reviews you write, shown with your name on the product page.</li>
          <li>
            For card payments we keep only the last four digits of the card. We never keep the full card
            number or the CVV.
          </li>
        </ul>
        <p>We never store your password.</p>
      </section>
      <section aria-labelledby="privacy-where">
        <h2 id="privacy-where">Where it is kept</h2>
        <p>
          Your account, cart, wishlist and orders are saved in your own browser&apos;s storage on this device.
          If you sign in without &ldquo;Remember me&rdquo;, your account is kept only while a tab of the shop
          is open: tabs you open meanwhile share it, and it goes when you close the last of them. Logging out
          clears your account, cart, wishlist and orders from this device.
        </p>
        <p>
          While you check out, what you have typed (never your card number, expiry date or CVV) is kept in
          this browser tab only, so that a reload does not lose it. It goes when your order is placed or the
          tab is closed, and it is never shown to anyone else who signs in on the tab.
        </p>
      </section>
      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">How we use it</h2>
        <ul>
          <li>To deliver your orders and keep you updated about them.</li>
          <li>To answer your questions when you contact us.</li>
          <li>To send our newsletter, only if you subscribe. Every email has an unsubscribe link.</li>
        </ul>
        <p>
          We do not sell your personal data, and we share it only with the courier who delivers your order.
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your choices</h2>
        <p>
          You can see and change your details on your profile at any time. To ask what we hold about you, or
          to have it deleted, write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
        </p>
        <p>
          The <Link to="/privacy-centre">Privacy Centre</Link> shows what this device keeps, key by key: there
          you can switch the optional data off, download a copy of everything or delete it all.
        </p>
      </section>
    </InfoLayout>
  );
}
