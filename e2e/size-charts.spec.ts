import type { Page } from '@playwright/test';
import { expect, test } from './support/shop';

/**
 * Size charts per garment (issue 31, point 14), at 1280 px and 390 px: a product page's size guide
 * shows its garment's chart, with believable figures: a kurta's length by its style, a saree's free
 * size and blouse, a lehenga's skirt length, a coat's and a hoodie's lengths.
 */

const details = (page: Page, name: string) => page.getByRole('region', { name });

/** Opens a product page, waits until the app has taken it over, and opens its size guide. */
async function openSizeGuide(page: Page, id: number, name: string) {
  await page.goto(`/product/${id}`);
  await expect(details(page, name).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await details(page, name).getByRole('button', { name: 'Size guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Size guide' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The figure in a row's column, by the column's header. */
async function figure(dialog: ReturnType<Page['getByRole']>, size: string, column: string) {
  const headers = await dialog.getByRole('columnheader').allTextContents();
  // The row header (the size) is the first column; the cells follow it.
  const index = headers.indexOf(column) - 1;
  expect(index).toBeGreaterThanOrEqual(0);
  return dialog
    .getByRole('row', { name: new RegExp(`^${size}\\b`) })
    .getByRole('cell')
    .nth(index);
}

test.describe('size charts per garment', () => {
  test("a short kurti: the kurtas' chart with a knee length; an anarkali's is longer", async ({ page }) => {
    let dialog = await openSizeGuide(page, 14, 'Chikankari Cotton Kurti');
    await expect(
      dialog.getByRole('table', { name: /^Women's kurtas: short kurtis.*in inches$/ }),
    ).toBeVisible();
    await expect(await figure(dialog, 'M', 'Length')).toHaveText('38.5');
    await expect(await figure(dialog, 'M', 'Bust')).toHaveText('38');
    await page.keyboard.press('Escape');

    dialog = await openSizeGuide(page, 1, 'Chanderi Silk Anarkali Kurta');
    await expect(dialog.getByRole('table', { name: /^Women's kurtas: anarkali/ })).toBeVisible();
    await expect(await figure(dialog, 'M', 'Length')).toHaveText('50.5');
    await dialog.getByRole('button', { name: 'cm' }).click();
    await expect(await figure(dialog, 'M', 'Length')).toHaveText('128');
  });

  test('a saree is free size, with its drape and blouse; a lehenga set has its skirt length', async ({
    page,
  }) => {
    let dialog = await openSizeGuide(page, 2, 'Banarasi Silk Saree with Blouse Piece');
    await expect(dialog.getByRole('table', { name: /^Sarees: free size/ })).toBeVisible();
    await expect(
      dialog.getByText(/about 5\.5 m of fabric to drape, plus a 0\.8 m blouse piece/),
    ).toBeVisible();
    await expect(dialog.getByRole('columnheader')).toHaveText([
      'Size',
      'India',
      'UK',
      'US',
      'Bust',
      'Under-bust',
      'Waist',
      'My size',
    ]);
    await expect(await figure(dialog, 'L', 'Under-bust')).toHaveText('35');
    await page.keyboard.press('Escape');

    dialog = await openSizeGuide(page, 6, 'Embroidered Georgette Lehenga Set');
    await expect(
      dialog.getByRole('table', { name: /^Lehenga sets: blouse \(choli\) and lehenga skirt/ }),
    ).toBeVisible();
    await expect(await figure(dialog, 'M', 'Lehenga length')).toHaveText('40.5');
    await expect(await figure(dialog, 'M', 'Waist')).toHaveText('32');
  });

  test('a longline coat and a denim jacket: outerwear figures, each its own length', async ({ page }) => {
    let dialog = await openSizeGuide(page, 13, 'Wool Blend Longline Coat');
    await expect(dialog.getByRole('table', { name: /^Women's coats/ })).toBeVisible();
    await expect(await figure(dialog, 'M', 'Length')).toHaveText('40.5');
    await expect(await figure(dialog, 'M', 'Sleeve')).toHaveText('24');
    await expect(await figure(dialog, 'M', 'Shoulder')).toHaveText('15');
    await page.keyboard.press('Escape');

    dialog = await openSizeGuide(page, 12, 'Oversized Denim Jacket');
    await expect(dialog.getByRole('table', { name: /^Women's jackets/ })).toBeVisible();
    await expect(await figure(dialog, 'M', 'Length')).toHaveText('22.5');
  });

  test("a hoodie: bust, sleeve and a hoodie's length", async ({ page }) => {
    const dialog = await openSizeGuide(page, 20, 'Relaxed Fit Training Hoodie');
    await expect(dialog.getByRole('table', { name: /^Women's hoodies/ })).toBeVisible();
    await expect(dialog.getByRole('columnheader')).toHaveText([
      'Size',
      'India',
      'UK',
      'US',
      'Bust',
      'Sleeve',
      'Length',
      'My size',
    ]);
    await expect(await figure(dialog, 'L', 'Length')).toHaveText('27');
    await expect(await figure(dialog, 'L', 'Sleeve')).toHaveText('24');
  });
});
