import { Link } from 'react-router-dom';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { CONTACT, RETURN_DAYS, SHOP_NAME, TAX_RATE } from '@/shared/lib/constants';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { InfoLayout } from './InfoLayout';

export default function TermsPage() {
  usePageFocus();
  return (
    <InfoLayout
      title={t('Terms of Use')}
      intro={t('The rules for shopping at {shop}. Please read them before you order.', { shop: SHOP_NAME })}
    >
      <section aria-labelledby="terms-account">
        <h2 id="terms-account">{t('Your account')}</h2>
        <p>
          {t(
            'You are responsible for the details you give us and for what happens under your account. Please keep your details up to date so we can deliver your orders.',
          )}
        </p>
      </section>
      <section aria-labelledby="terms-prices">
        <h2 id="terms-prices">{t('Prices and payment')}</h2>
        <p>
          {t(
            'Prices are in Indian rupees. GST of {rate}% is added to your cart subtotal at checkout and shown before you pay. We accept cards, UPI and Cash on Delivery. If a price on the site is clearly wrong, we may cancel the order and refund you in full.',
            { rate: Math.round(TAX_RATE * 100) },
          )}
        </p>
      </section>
      <section aria-labelledby="terms-orders">
        <h2 id="terms-orders">{t('Orders and delivery')}</h2>
        <p>
          {tNodes(
            'An order is confirmed when we show it in My Orders. Delivery times are estimates; see {shipping} for details.',
            { shipping: <Link to="/shipping">{t('Shipping')}</Link> },
          )}
        </p>
      </section>
      <section aria-labelledby="terms-returns">
        <h2 id="terms-returns">{t('Returns')}</h2>
        <p>
          {tNodes(
            'You can return or exchange most items within {days} days of delivery, as our {policy} explains.',
            { days: RETURN_DAYS, policy: <Link to="/return-policy">{t('Return Policy')}</Link> },
          )}
        </p>
      </section>
      <section aria-labelledby="terms-reviews">
        <h2 id="terms-reviews">{t('Reviews')}</h2>
        <p>
          {t(
            'Reviews must be your own honest experience of the product. We may remove reviews that are abusive, off-topic or advertise something else.',
          )}
        </p>
      </section>
      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">{t('Questions')}</h2>
        <p>
          {tNodes('Write to {email} or call {phone}. Our registered office is at {address}.', {
            email: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>,
            phone: CONTACT.phone,
            address: CONTACT.address,
          })}
        </p>
      </section>
    </InfoLayout>
  );
}
