import { Link } from 'react-router-dom';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { RETURN_DAYS } from '@/shared/lib/constants';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { InfoLayout } from './InfoLayout';
import { RULES } from './policyWords';

export default function ReturnPolicyPage() {
  usePageFocus();
  return (
    <InfoLayout
      title={t('Return Policy')}
      intro={t(
        'Not quite right? Return or exchange it within {days} days of delivery, with free pickup from your door.',
        { days: RETURN_DAYS },
      )}
    >
      <section aria-labelledby="returns-window">
        <h2 id="returns-window">{t('{days}-day easy returns', { days: RETURN_DAYS })}</h2>
        <p>
          {RULES.returnWindow}{' '}
          {t(
            'Items must be unused and unwashed, with their original tags and packaging. Once the {days} days are over, My Orders shows the day the return window closed.',
            { days: RETURN_DAYS },
          )}
        </p>
      </section>
      <section aria-labelledby="returns-exceptions">
        <h2 id="returns-exceptions">{t('What cannot be returned')}</h2>
        <ul>
          <li>{t('Beauty products that have been opened or whose seal is broken, for hygiene reasons.')}</li>
          <li>{t('Innerwear, socks and swimwear.')}</li>
          <li>{t('Items that have been altered, worn, washed or damaged after delivery.')}</li>
        </ul>
        <p>
          {t(
            'If something arrived damaged or is not what you ordered, we always take it back, whatever the item.',
          )}
        </p>
      </section>
      <section aria-labelledby="returns-how">
        <h2 id="returns-how">{t('How to return or exchange')}</h2>
        <ol>
          <li>
            {tNodes('Sign in and open {myOrders}.', {
              myOrders: <Link to="/orders">{t('My Orders')}</Link>,
            })}
          </li>
          <li>
            {t('Choose Return/Exchange on the delivered order, pick the items and tell us the reason.')}
          </li>
          <li>
            {t(
              'Choose an exchange for another size, or a refund and where it goes. You get a return number to follow it in My Orders.',
            )}
          </li>
          <li>
            {t('Pack the items with their tags; our courier picks them up from your delivery address, free.')}
          </li>
          <li>{t('For an exchange, we send the new size once we have the items.')}</li>
        </ol>
        <p>{RULES.exchange}</p>
      </section>
      <section aria-labelledby="returns-refunds">
        <h2 id="returns-refunds">{t('Refunds')}</h2>
        <p>
          {t('Once our courier has picked the items up, we refund you where you chose.')}{' '}
          {RULES.refundPrepaid} {RULES.refundCod}
        </p>
      </section>
      <section aria-labelledby="returns-cancel">
        <h2 id="returns-cancel">{t('Cancelling an order')}</h2>
        <p>
          {RULES.cancel} {RULES.cancelShipped} {RULES.cancelRefund}
        </p>
      </section>
    </InfoLayout>
  );
}
