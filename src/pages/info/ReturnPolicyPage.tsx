import { Link } from 'react-router-dom';
import { RETURN_DAYS } from '@/shared/lib/constants';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { InfoLayout } from './InfoLayout';
import { RULES } from './policyWords';

export default function ReturnPolicyPage() {
  usePageFocus();
  return (
    <InfoLayout
      title="Return Policy"
      intro={`Not quite right? Return or exchange it within ${RETURN_DAYS} days of delivery, with free pickup from your door.`}
    >
      <section aria-labelledby="returns-window">
        <h2 id="returns-window">{RETURN_DAYS}-day easy returns</h2>
        <p>
          {RULES.returnWindow} Items must be unused and unwashed, with their original tags and packaging. Once
          the {RETURN_DAYS} days are over, My Orders shows the day the return window closed.
        </p>
      </section>
      <section aria-labelledby="returns-exceptions">
        <h2 id="returns-exceptions">What cannot be returned</h2>
        <ul>
          <li>Beauty products that have been opened or whose seal is broken, for hygiene reasons.</li>
          <li>Innerwear, socks and swimwear.</li>
          <li>Items that have been altered, worn, washed or damaged after delivery.</li>
        </ul>
        <p>
          If something arrived damaged or is not what you ordered, we always take it back, whatever the item.
        </p>
      </section>
      <section aria-labelledby="returns-how">
        <h2 id="returns-how">How to return or exchange</h2>
        <ol>
          <li>
            Sign in and open <Link to="/orders">My Orders</Link>.
          </li>
          <li>Choose Return/Exchange on the delivered order, pick the items and tell us the reason.</li>
          <li>
            Choose an exchange for another size, or a refund and where it goes. You get a return number to
            follow it in My Orders.
          </li>
          <li>Pack the items with their tags; our courier picks them up from your delivery address, free.</li>
          <li>For an exchange, we send the new size once we have the items.</li>
        </ol>
        <p>{RULES.exchange}</p>
      </section>
      <section aria-labelledby="returns-refunds">
        <h2 id="returns-refunds">Refunds</h2>
        <p>
          Once our courier has picked the items up, we refund you where you chose. {RULES.refundPrepaid}{' '}
          {RULES.refundCod}
        </p>
      </section>
      <section aria-labelledby="returns-cancel">
        <h2 id="returns-cancel">Cancelling an order</h2>
        <p>
          {RULES.cancel} {RULES.cancelShipped} {RULES.cancelRefund}
        </p>
      </section>
    </InfoLayout>
  );
}
