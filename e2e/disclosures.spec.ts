import { test, expect, seed } from './support/shop';

/**
 * What an Indian shop must tell its shoppers (issue 35): prices say what they are. The shop's
 * prices are before tax and the cart adds 18% GST, so the product page says so beside the price,
 * the cart names the row 'GST (18%)', and no page claims a price includes all taxes.
 * Run at 1280 px ("desktop") and 390 px ("phone"); every test fails on a console error or warning.
 */

const NO_TAX_CLAIM = /inclusive of all taxes|incl\.? (of )?all taxes|taxes included/i;

test('the price says GST is added at checkout, and the cart adds it as GST (18%)', async ({ page }) => {
  // Cotton Straight Kurta with Palazzo, ₹1,299: GST ₹234 (18%, rounded), total ₹1,533.
  await seed(page, { cart: [{ id: 4, size: 'M', quantity: 1 }] });
  await page.goto('/product/4');
  const details = page.locator('main');
  await expect(details.getByText('+ 18% GST, added at checkout')).toBeVisible();
  await expect(page.locator('body')).not.toHaveText(NO_TAX_CLAIM);

  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const gst = summary.locator('dt', { hasText: /^GST \(18%\)$/ });
  await expect(gst).toBeVisible();
  await expect(gst.locator('xpath=following-sibling::dd[1]')).toHaveText('₹234');
  await expect(summary.locator('dt', { hasText: /^Tax/ })).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveText(NO_TAX_CLAIM);
});
