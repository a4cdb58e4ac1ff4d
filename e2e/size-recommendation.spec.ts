import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PRIYA, seed, test } from './support/shop';

/**
 * A size recommended from the shopper's own orders (issue 34), at 1280 px and 390 px. The sample
 * profile's delivered order ORD-001 holds the Chanderi Silk Anarkali Kurta (Biba) in M, kept: on
 * the Libas Cotton Straight Kurta with Palazzo (product 4, women's tops like it, every size in
 * stock) M is recommended. Once that kurta is asked back as 'Size too small', L is; the cart then
 * says 'Recommended: L' beside an M, and 'Change size' moves the line.
 */

const KURTA = 'Cotton Straight Kurta with Palazzo';
const details = (page: Page) => page.getByRole('region', { name: KURTA });
const cartLine = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('article', { name });

/** Opens the kurta's page and waits until the app has taken it over (its controls enabled). */
async function openKurta(page: Page) {
  await page.goto('/product/4');
  await expect(details(page).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
}

test('a recommendation that moves from M to L after a return as too small', async ({ page }) => {
  await seed(page, { user: PRIYA });
  await openKurta(page);
  const top = details(page);
  await expect(top.getByText('Recommended for you: M')).toBeVisible();
  await expect(top.getByText('You kept M in Chanderi Silk Anarkali Kurta')).toBeVisible();
  // Text beside the sizes: one group named for sizes, and no size chosen for her.
  await expect(page.getByRole('group', { name: /size/i })).toHaveCount(1);
  await expect(
    top.getByRole('group', { name: 'Select Size' }).getByRole('button', { pressed: true }),
  ).toHaveCount(0);
  const why = top.getByRole('button', { name: 'Why?' });
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(top.getByRole('list', { name: 'Orders this recommendation is based on' })).toHaveText(
    'ORD-001: Chanderi Silk Anarkali Kurta, size M, kept',
  );
  await expectNoAxeViolations(page, "with 'Why?' open");

  // The delivered kurta goes back as too small.
  await page.goto('/orders');
  await page
    .getByRole('article', { name: 'Order ORD-001' })
    .getByRole('button', { name: 'Return/Exchange' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Return or exchange' });
  await dialog.getByRole('checkbox', { name: 'Chanderi Silk Anarkali Kurta, size M' }).check();
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('Size too small');
  await dialog.getByRole('radio', { name: 'Exchange for another size' }).check();
  await dialog.getByRole('combobox', { name: /^New size/ }).selectOption('L');
  await dialog.getByRole('button', { name: 'Request return' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Return requested: RET-1001').first()).toBeVisible();

  await openKurta(page);
  await expect(top.getByText('Recommended for you: L')).toBeVisible();
  await expect(top.getByText('You returned M as too small')).toBeVisible();
  await top.getByRole('button', { name: 'Why?' }).click();
  await expect(top.getByRole('list', { name: 'Orders this recommendation is based on' })).toHaveText(
    'ORD-001: Chanderi Silk Anarkali Kurta, size M, returned as too small',
  );
  await expect(
    top.getByRole('group', { name: 'Select Size' }).getByRole('button', { pressed: true }),
  ).toHaveCount(0);

  // She buys an M anyway: the cart line says L is recommended, and 'Change size' moves it.
  await top
    .getByRole('group', { name: 'Select Size' })
    .getByRole('button', { name: 'M', exact: true })
    .click();
  await top.getByRole('button', { name: 'Increase quantity' }).click();
  await top.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.goto('/cart');
  const chosenM = cartLine(page, `${KURTA} Size: M`);
  await expect(chosenM.getByText('Recommended: L')).toBeVisible();
  const change = chosenM.getByRole('combobox', { name: 'Change size' });
  await expect(change).toHaveCount(1);
  await expect(change.getByRole('option')).toHaveText(['Choose a size', 'S', 'L', 'XL']);
  await expectNoAxeViolations(page, "with 'Recommended: L' on a cart line");
  await change.selectOption('L');
  const nowL = cartLine(page, `${KURTA} Size: L`);
  await expect(nowL.getByRole('group', { name: 'Quantity' })).toContainText('2');
  await expect(nowL).not.toContainText('Recommended');
  await expect(nowL.getByRole('combobox', { name: 'Change size' })).toHaveCount(0);
});
