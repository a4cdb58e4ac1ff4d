import { Link } from 'react-router-dom';
import { RETURN_DAYS } from '@/shared/lib/constants';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { InfoLayout } from './InfoLayout';

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
          You can return or exchange most items within {RETURN_DAYS} days of the day they were delivered.
          Items must be unused and unwashed, with their original tags and packaging.
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
          <li>Choose Return/Exchange on the delivered order and tell us the reason.</li>
          <li>
            Pack the item with its tags; our courier picks it up within 2–3 business days, free of charge.
          </li>
          <li>For an exchange, pick the new size and we ship it as soon as the pickup is done.</li>
        </ol>
      </section>
      <section aria-labelledby="returns-refunds">
        <h2 id="returns-refunds">Refunds</h2>
        <p>
          Once the item reaches us and passes a quality check, we refund you within 5–7 business days. Card
          and UPI payments go back to the same card or UPI ID. For Cash on Delivery orders we refund to a bank
          account or UPI ID of your choice.
        </p>
      </section>
    </InfoLayout>
  );
}
