import type { Page } from '@playwright/test';
import { expect, test } from './support/shop';

/**
 * Filters that leave nothing keep the listing's controls (issue 15): the count, sort, view and the
 * phone's Filters button stay, and the open drawer under the shopper's finger stays open. Quick
 * price picks show counts and are disabled at 0. Category, sale and search pages alike.
 */

const count = (page: Page) => page.getByText(/^\d+ products? found$/);

for (const path of ['/kids', '/sale', '/search?q=shirt']) {
  test(`${path}: filters that leave nothing keep the controls and the open drawer`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();

    // Quick picks show what they would give, and one that gives nothing is disabled.
    const picks = dialog.getByRole('group', { name: 'Price' }).getByRole('button', { name: /\(\d+\)$/ });
    await expect(picks).toHaveCount(4);

    // The minimum price thumb to the top: nothing is left.
    const minimum = dialog.getByRole('slider', { name: 'Minimum price' });
    await minimum.focus();
    await page.keyboard.press('End');
    await expect(dialog).toBeVisible();
    await expect(minimum).toBeFocused();
    await expect(dialog.getByRole('button', { name: /^Show 0 products$/ })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(count(page)).toHaveText('0 products found');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'View' })).toBeVisible();
    const filters = page.getByRole('button', { name: /^Filters \(\d+ active\)$/ });
    await expect(filters).toBeVisible();
    await expect(filters).toBeFocused();
    await expect(page.getByRole('button', { name: 'Clear All Filters' }).first()).toBeVisible();
  });
}

test('/kids: "Above ₹3,000 (0)" is disabled, the others show their counts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/kids');
  const price = page.getByRole('complementary').getByRole('group', { name: 'Price' });
  await expect(price.getByRole('button', { name: 'Above ₹3,000 (0)' })).toBeDisabled();
  await expect(price.getByRole('button', { name: /^Under ₹1,000 \(\d+\)$/ })).toBeEnabled();
  await price.getByRole('button', { name: /^Under ₹1,000 \(\d+\)$/ }).click();
  await expect(count(page)).toHaveText(/^\d+ products found$/);
  await expect(price.getByRole('button', { name: /^Under ₹1,000 \(\d+\)$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
