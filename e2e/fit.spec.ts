import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PRIYA, seed, test } from './support/shop';

/**
 * Fit and choice (issue 19), at 1280 px and 390 px: the size guide and 'Your size', stock per size
 * (sold out, low, the cart's cap), back-in-stock alerts on the profile and their message, recently
 * viewed, and price drops on saved items.
 */

const details = (page: Page, name: string) => page.getByRole('region', { name });
const sizes = (page: Page, name: string) => details(page, name).getByRole('group', { name: 'Select Size' });

/** Opens a product page and waits until the app has taken it over (its controls enabled). */
async function openProduct(page: Page, id: number, name: string) {
  await page.goto(`/product/${id}`);
  await expect(details(page, name).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
}

test.describe('the size guide', () => {
  test("opens beside the sizes, converts to cm, closes with focus back; a saved size reads 'Your size'", async ({
    page,
  }) => {
    await openProduct(page, 1, 'Chanderi Silk Anarkali Kurta');
    const guideButton = details(page, 'Chanderi Silk Anarkali Kurta').getByRole('button', {
      name: 'Size guide',
    });
    // Next to "Select Size", outside the group: the group holds only the size buttons.
    await expect(sizes(page, 'Chanderi Silk Anarkali Kurta').getByRole('button')).toHaveCount(4);
    await guideButton.click();

    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table', { name: /Women's kurtas.*in inches/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Size',
      'India',
      'UK',
      'US',
      'Bust',
      'Waist',
      'Hip',
      'Length',
      'My size',
    ]);
    const rowM = dialog.getByRole('row', { name: /^M\b/ });
    await expect(rowM.getByRole('cell').nth(3)).toHaveText('38');
    await expect(dialog.getByRole('heading', { name: 'How to measure' })).toBeVisible();

    await dialog.getByRole('button', { name: 'cm' }).click();
    await expect(dialog.getByRole('button', { name: 'cm' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('button', { name: 'in' })).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByRole('table', { name: /in centimetres/ })).toBeVisible();
    await expect(rowM.getByRole('cell').nth(3)).toHaveText('97');
    await expectNoAxeViolations(page, 'with the size guide open');

    await dialog.getByRole('button', { name: 'Save M as my size' }).click();
    await expect(dialog.getByRole('button', { name: 'Save M as my size' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(guideButton).toBeFocused();

    // The Close button closes it too, focus back on 'Size guide'.
    await guideButton.click();
    await page.getByRole('dialog', { name: 'Size guide' }).getByRole('button', { name: 'Close' }).click();
    await expect(guideButton).toBeFocused();

    // On this product and the next kurta, M reads 'Your size' but is not chosen for the shopper.
    await expect(
      sizes(page, 'Chanderi Silk Anarkali Kurta').getByRole('button', { name: 'M, Your size' }),
    ).toBeVisible();
    await openProduct(page, 8, 'A-Line Printed Cotton Kurta');
    const mine = sizes(page, 'A-Line Printed Cotton Kurta').getByRole('button', { name: 'M, Your size' });
    await expect(mine).toHaveText('MYour size');
    await expect(mine).toHaveAttribute('aria-pressed', 'false');
    // Another kind of garment (men's shirts) has its own sizes: nothing saved there yet.
    await openProduct(page, 21, 'Slim Fit Oxford Shirt');
    await expect(page.getByText('Your size')).toHaveCount(0);
    // Beauty has no size guide.
    await openProduct(page, 56, '9 to 5 Matte Lipstick Crimson Silk');
    await expect(page.getByRole('button', { name: 'Size guide' })).toHaveCount(0);
  });
});

test.describe('stock per size', () => {
  test('product 1: XL sold out, L low with its cap in the cart; product 12: L sold out', async ({ page }) => {
    await openProduct(page, 1, 'Chanderi Silk Anarkali Kurta');
    const group = sizes(page, 'Chanderi Silk Anarkali Kurta');
    const xl = group.getByRole('button', { name: 'XL, sold out' });
    await expect(xl).toBeDisabled();
    await expect(xl).toHaveCSS('text-decoration-line', 'line-through');

    const product = details(page, 'Chanderi Silk Anarkali Kurta');
    await expect(product.getByText('Only 2 left')).toHaveCount(0);
    await group.getByRole('button', { name: 'L', exact: true }).click();
    await expect(product.getByRole('status').filter({ hasText: 'Only 2 left' })).toBeVisible();
    // The stepper stops at the 2 left.
    const plus = product.getByRole('button', { name: 'Increase quantity' });
    await plus.click();
    await expect(plus).toBeDisabled();
    await product.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await product.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Only 2 left in size L' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // The cart caps the line at 2, says so, and keeps saying how many are left.
    await page.goto('/cart');
    const line = page.getByRole('article', { name: 'Chanderi Silk Anarkali Kurta Size: L' });
    await expect(line).toContainText('Only 2 left');
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Only 2 left in size L' })).toBeVisible();
    await expect(line.getByRole('group', { name: 'Quantity' })).toContainText('2');

    await openProduct(page, 12, 'Oversized Denim Jacket');
    await expect(
      sizes(page, 'Oversized Denim Jacket').getByRole('button', { name: 'L, sold out' }),
    ).toBeDisabled();
    await expect(
      sizes(page, 'Oversized Denim Jacket').getByRole('button', { name: 'M', exact: true }),
    ).toBeEnabled();
    await expectNoAxeViolations(page, 'with a sold-out size');
  });
});

test.describe('back-in-stock alerts', () => {
  test('notify me on a sold-out size, then the alert on the profile, removable', async ({ page }) => {
    await seed(page, { user: PRIYA });
    await openProduct(page, 12, 'Oversized Denim Jacket');
    await details(page, 'Oversized Denim Jacket')
      .getByRole('button', { name: 'Notify me when L is back' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: "We'll let you know when it's back" }),
    ).toBeVisible();
    await expect(details(page, 'Oversized Denim Jacket')).toContainText("We'll let you know when L is back");

    await page.goto('/profile');
    const alerts = page.getByRole('region', { name: 'Back-in-stock alerts' });
    await expect(alerts.getByRole('heading', { level: 2, name: 'Back-in-stock alerts' })).toBeVisible();
    await expect(alerts.getByRole('link', { name: 'Oversized Denim Jacket, size L' })).toBeVisible();
    await expectNoAxeViolations(page, 'with a back-in-stock alert');
    await page.reload();
    await alerts.getByRole('button', { name: 'Remove' }).click();
    await expect(alerts).toContainText('No alerts yet');
    await expect(alerts.getByRole('heading', { name: 'Back-in-stock alerts' })).toBeFocused();
  });

  test('a size back in stock in a new catalogue is announced on the next visit, and the alert goes', async ({
    page,
  }) => {
    // Stored by an earlier visit, when product 2 in M was sold out; today's catalogue has it.
    await seed(page, {
      user: PRIYA,
      preferences: {
        stockAlerts: [
          { productId: 2, size: 'M' },
          { productId: 1, size: 'XL' },
        ],
      },
    });
    await page.goto('/');
    const toast = page
      .getByRole('status')
      .filter({ hasText: 'Banarasi Silk Saree with Blouse Piece in M is back in stock' });
    await expect(toast).toBeVisible();
    await toast.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/product\/2$/);
    await page.goto('/profile');
    const alerts = page.getByRole('region', { name: 'Back-in-stock alerts' });
    await expect(alerts.getByRole('listitem')).toHaveCount(1);
    await expect(alerts).toContainText('Chanderi Silk Anarkali Kurta, size XL');
  });
});

test.describe('recently viewed', () => {
  test('after visiting three products: on the home page, and on a product page without itself', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
    for (const [id, name] of [
      [4, 'Cotton Straight Kurta with Palazzo'],
      [21, 'Slim Fit Oxford Shirt'],
      [57, 'SuperStay Matte Ink Liquid Lipstick'],
    ] as const) {
      await openProduct(page, id, name);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
    const productNames = (region: ReturnType<Page['getByRole']>) => region.getByRole('heading', { level: 3 });

    // The product page: the two others, most recent first, above You May Also Like.
    const onProduct = page.getByRole('region', { name: 'Recently viewed' });
    await expect(productNames(onProduct)).toHaveText([
      'Slim Fit Oxford Shirt',
      'Cotton Straight Kurta with Palazzo',
    ]);
    const related = page.getByRole('region', { name: 'You May Also Like' });
    expect(
      await onProduct.evaluate(
        (section, other) => section.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING,
        await related.elementHandle(),
      ),
    ).toBeTruthy();

    await page.goto('/');
    const onHome = page.getByRole('region', { name: 'Recently viewed' });
    await expect(productNames(onHome)).toHaveText([
      'SuperStay Matte Ink Liquid Lipstick',
      'Slim Fit Oxford Shirt',
      'Cotton Straight Kurta with Palazzo',
    ]);
    await expectNoAxeViolations(page, 'with recently viewed');
    await onHome.getByRole('button', { name: 'Clear recently viewed' }).click();
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Trending Now' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  });
});

test.describe('price drops on saved items', () => {
  test('a product saved at a higher price says by how much it dropped, and the header names it', async ({
    page,
  }) => {
    // Saved when product 1 cost ₹2,799 (₹300 more) and product 3 at today's price.
    await seed(page, { wishlist: { ids: [1, 3], savedPrices: { 1: 2799, 3: 2990 } } });
    await page.goto('/wishlist');
    await expect(page.getByRole('link', { name: 'Wishlist, 2 items, 1 price drop' })).toBeVisible();
    const kurta = page.getByRole('article', { name: 'Chanderi Silk Anarkali Kurta' });
    await expect(kurta).toContainText('Price dropped by ₹300');
    await expect(page.getByRole('article', { name: 'Floral Print Wrap Midi Dress' })).not.toContainText(
      'Price dropped',
    );
    await expectNoAxeViolations(page, 'with a price drop');
  });
});
