import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PRIYA, seed, test } from './support/shop';

/**
 * The Privacy Centre (issue 35, point 5), at 1280 px and 390 px: what this device keeps, the
 * optional data's switches, 'Download my data' and 'Delete my data', which empties every open tab.
 */

/** A row of the table: its header and cells. */
const row = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Your data on this device' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name, exact: true }),
    });

/** Every key of both storage areas, sorted. */
const storedKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));

const ONLY_CONSENT = { local: ['consent'], session: [] };

test('the footer leads to it; the table says what the device keeps, kind by kind', async ({ page }) => {
  await seed(page, {
    cart: [
      { id: 1, size: 'M', quantity: 2 },
      { id: 4, size: 'M', quantity: 1 },
    ],
    wishlist: [7],
  });
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Centre' }).click();
  await expect(page).toHaveURL('/privacy-centre');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Centre' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Centre — Rangoli');
  await expect(row(page, 'Cart')).toContainText('3 items');
  await expect(row(page, 'Cart')).toContainText(/\d+ bytes/);
  await expect(row(page, 'Wishlist')).toContainText('1 item');
  await expect(row(page, 'Account')).toContainText('None');
  await expect(row(page, 'Your privacy choice')).toContainText('All optional data allowed');
  await expect(page.getByRole('switch')).toHaveCount(4);
  await expectNoAxeViolations(page, 'on /privacy-centre');
});

test("'Recently viewed' switched off: it goes from the page and from storage", async ({ page }) => {
  await seed(page, { preferences: { recentlyViewed: [1, 4], pincode: '700016' } });
  await page.goto('/privacy-centre');
  await expect(row(page, 'Recently viewed')).toContainText('2 products');
  const recently = page.getByRole('switch', { name: 'Recently viewed' });
  await expect(recently).toHaveAttribute('aria-checked', 'true');
  await recently.click();
  await expect(recently).toHaveAttribute('aria-checked', 'false');
  await expect(row(page, 'Recently viewed')).toContainText('Not kept');
  await expect(row(page, 'Delivery pincode')).toContainText('700016');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stored = localStorage.getItem('preferences');
        return stored === null ? null : (JSON.parse(stored) as Record<string, string>).recentlyViewed;
      }),
    )
    .toBe('[]');
  expect(await page.evaluate(() => localStorage.getItem('consent'))).toBe('mySizes,stockAlerts,pincode');
});

test("'Download my data' saves the day's file, readable, with its version and the cart", async ({ page }) => {
  await seed(page, { cart: [{ id: 1, size: 'M', quantity: 2 }] });
  await page.goto('/privacy-centre');
  await expect(row(page, 'Cart')).toContainText('2 items');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rangoli-data-\d{4}-\d{2}-\d{2}\.json$/);
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  expect(download.suggestedFilename()).toBe(`rangoli-data-${today}.json`);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    version: number;
    exportedAt: string;
    data: { cart: { lines: unknown[] }; consent: string };
  };
  expect(file.version).toBe(1);
  expect(Number.isNaN(Date.parse(file.exportedAt))).toBe(false);
  expect(file.data.cart.lines).toEqual([{ id: 1, size: 'M', quantity: 2 }]);
  expect(file.data.consent).toBe('all');
});

test("'Delete my data' empties this tab and another, which is signed out, and nothing comes back", async ({
  page,
  context,
}) => {
  await seed(page, { user: PRIYA, cart: [{ id: 1, size: 'M', quantity: 2 }], wishlist: [7] });
  await page.goto('/privacy-centre');
  await expect(row(page, 'Account')).toContainText('Priya Sharma');

  // Another tab, signed in, with a key of its own tab's.
  const other = await context.newPage();
  await other.goto('/profile');
  await expect(other.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Account: Priya', exact: true })).toBeVisible();
  await other.evaluate(() => sessionStorage.setItem('rangoli-checkout-draft', '{"step":"payment"}'));

  await page.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete everything Rangoli keeps on this device?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'with the dialog open');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your data has been deleted' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Cart')).toContainText('None');
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  expect(await storedKeys(page)).toEqual(ONLY_CONSENT);

  // The other tab follows at once: signed out, its own sessionStorage emptied.
  await expect(other.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  await expect.poll(() => storedKeys(other)).toEqual(ONLY_CONSENT);

  // A while later, neither tab has written anything back.
  await page.waitForTimeout(1000);
  expect(await storedKeys(page)).toEqual(ONLY_CONSENT);
  expect(await storedKeys(other)).toEqual(ONLY_CONSENT);
  expect(await page.evaluate(() => localStorage.getItem('consent'))).toBe('all');
});
