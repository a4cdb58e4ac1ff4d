import { Link } from 'react-router-dom';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { CONTACT } from '@/shared/lib/constants';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { InfoLayout } from './InfoLayout';

export default function PrivacyPage() {
  usePageFocus();
  return (
    <InfoLayout
      title={t('Privacy Policy')}
      intro={t('What we keep about you, where it lives and how you stay in control.')}
    >
      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">{t('What we keep')}</h2>
        <ul>
          <li>{t('Your account: name, email, phone number and delivery address.')}</li>
          <li>{t('Your cart, wishlist and order history, so they are there when you come back.')}</li>
          <li>{t('Reviews you write, shown with your name on the product page.')}</li>
          <li>
            {t(
              'For card payments we keep only the last four digits of the card. We never keep the full card number or the CVV.',
            )}
          </li>
        </ul>
        <p>{t('We never store your password.')}</p>
      </section>
      <section aria-labelledby="privacy-where">
        <h2 id="privacy-where">{t('Where it is kept')}</h2>
        <p>
          {t(
            "Your account, cart, wishlist and orders are saved in your own browser's storage on this device. If you sign in without “Remember me”, your account is kept only while a tab of the shop is open: tabs you open meanwhile share it, and it goes when you close the last of them. Logging out clears your account, cart, wishlist and orders from this device.",
          )}
        </p>
        <p>
          {t(
            'While you check out, what you have typed (never your card number, expiry date or CVV) is kept in this browser tab only, so that a reload does not lose it. It goes when your order is placed or the tab is closed, and it is never shown to anyone else who signs in on the tab.',
          )}
        </p>
      </section>
      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">{t('How we use it')}</h2>
        <ul>
          <li>{t('To deliver your orders and keep you updated about them.')}</li>
          <li>{t('To answer your questions when you contact us.')}</li>
          <li>{t('To send our newsletter, only if you subscribe. Every email has an unsubscribe link.')}</li>
        </ul>
        <p>
          {t(
            'We do not sell your personal data, and we share it only with the courier who delivers your order.',
          )}
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('Your choices')}</h2>
        <p>
          {tNodes(
            'You can see and change your details on your profile at any time. To ask what we hold about you, or to have it deleted, write to {email}.',
            { email: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> },
          )}
        </p>
        <p>
          {tNodes(
            'The {privacyCentre} shows what this device keeps, key by key: there you can switch the optional data off, download a copy of everything or delete it all.',
            { privacyCentre: <Link to="/privacy-centre">{t('Privacy Centre')}</Link> },
          )}
        </p>
      </section>
    </InfoLayout>
  );
}
