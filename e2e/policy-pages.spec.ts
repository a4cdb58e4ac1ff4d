import type { Page } from '@playwright/test';
import { DELIVERY_DAYS } from '../src/features/delivery/pincodes';
import { COD_LIMIT, RETURN_DAYS } from '../src/shared/lib/constants';
import { formatINR } from '../src/shared/lib/money';
import { expect, test } from './support/shop';

/**
 * The policy pages say what the shop does (issue 31, point 12): the Cash on Delivery limit and where
 * it is not offered, Andaman not served yet, cancelling before shipping, Cash on Delivery refunds as
 * Rangoli credit, the coupons, the size guide and back-in-stock alerts; at 1280 px and 390 px.
 */

const COD_LIMIT_WORDS = `Cash on Delivery is available on orders up to ${formatINR(COD_LIMIT)}, GST included.`;
const NO_COD =
  /Cash on Delivery is not available in the North-East \(Assam, Arunachal Pradesh, Manipur, Meghalaya, Mizoram, Nagaland and Tripura\) or in Jammu & Kashmir and Ladakh/;
const ANDAMAN = 'We do not deliver to the Andaman and Nicobar Islands yet.';
const CANCEL = 'You can cancel an order while it is Processing, before it ships';
const COD_REFUND = 'Cash on Delivery orders are refunded as Rangoli credit';

/** Opens an FAQ question and returns its answer. */
async function answer(page: Page, question: string) {
  const item = page.locator('details').filter({ has: page.getByText(question, { exact: true }) });
  await item.getByText(question, { exact: true }).click();
  await expect(item).toHaveAttribute('open', '');
  return item;
}

test('the FAQ answers with the rules: Cash on Delivery, Andaman, cancelling, refunds, coupons, sizes, alerts', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();

  const payment = await answer(page, 'Which payment methods do you accept?');
  await expect(payment).toContainText(COD_LIMIT_WORDS);
  await expect(payment).toContainText(NO_COD);

  const arrive = await answer(page, 'How long will my order take to arrive?');
  await expect(arrive).toContainText(`Orders arrive in ${DELIVERY_DAYS.metro} days in Delhi`);
  await expect(arrive).toContainText(`and in ${DELIVERY_DAYS.elsewhere} days everywhere else we deliver`);
  await expect(await answer(page, 'Do you deliver everywhere in India?')).toContainText(ANDAMAN);

  const cancel = await answer(page, 'Can I cancel my order?');
  await expect(cancel).toContainText(CANCEL);
  await expect(cancel).toContainText('Once an order has shipped it can no longer be cancelled');

  const refund = await answer(page, 'How will I get my refund?');
  await expect(refund).toContainText(COD_REFUND);
  await expect(refund).not.toContainText('bank account');

  const coupons = await answer(page, 'How do coupons work?');
  for (const line of [
    'RANGOLI10: 10% off, up to ₹300, on orders of ₹1,499 or more',
    'FESTIVE500: ₹500 off on orders of ₹3,999 or more',
    'BEAUTY15: 15% off Beauty products',
    'WELCOME200: ₹200 off your first order of ₹999 or more',
  ])
    await expect(coupons.getByRole('listitem').filter({ hasText: line })).toBeVisible();

  await expect(await answer(page, 'How do I find my size?')).toContainText(
    'choose Size guide beside Select Size',
  );
  const alerts = await answer(page, 'Can you tell me when a sold-out size is back?');
  await expect(alerts).toContainText('Notify me when XL is back');
  await expect(alerts.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  await expect(alerts).toContainText('Back-in-stock alerts');
});

test('Shipping: delivery days, where Cash on Delivery is not offered, its limit, Andaman, cancelling', async ({
  page,
}) => {
  await page.goto('/shipping');
  const main = page.getByRole('main');
  const times = page.getByRole('table', { name: 'Estimated delivery times' });
  await expect(times.getByRole('row').nth(1)).toContainText(`${DELIVERY_DAYS.metro} days`);
  await expect(times.getByRole('row').nth(2)).toContainText(`${DELIVERY_DAYS.elsewhere} days`);
  await expect(times.getByRole('row').nth(3)).toContainText('prepaid orders only');
  await expect(times.getByRole('row').nth(3)).toContainText(`${DELIVERY_DAYS.prepaidOnly} days`);
  await expect(main).toContainText(COD_LIMIT_WORDS);
  await expect(main).toContainText(NO_COD);
  await expect(main).toContainText(ANDAMAN);
  await expect(main).toContainText(CANCEL);
  await expect(main).not.toContainText('business days');
});

test('Return Policy: the window, Cash on Delivery refunds as Rangoli credit, cancelling before shipping', async ({
  page,
}) => {
  await page.goto('/return-policy');
  const main = page.getByRole('main');
  await expect(main).toContainText(
    `You can ask for a return or an exchange within ${RETURN_DAYS} days of delivery.`,
  );
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText(COD_REFUND);
  await expect(main).not.toContainText('bank account');
  const cancelling = page.getByRole('region', { name: 'Cancelling an order' });
  await expect(cancelling).toContainText(CANCEL);
  await expect(cancelling).toContainText('nothing was charged for a Cash on Delivery order');
});
