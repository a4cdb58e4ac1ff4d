import type { Page } from '@playwright/test';
import { expect, PRIYA, seed, signInOnPage, test } from './support/shop';

/**
 * Trust (issue 15): nothing the shop accepts is lost, nothing one shopper does shows to the next.
 * Each test is one fault reproduced on the old shop, at 1280 px and 390 px.
 */

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('a card order is kept: a card the shop accepts is one storage keeps, across a reload', async ({
  page,
}) => {
  await seed(page, { user: PRIYA, cart: [{ id: 7, size: 'S', quantity: 1 }] });
  await page.goto('/checkout');
  await field(page, 'City').fill('Kolkata');
  await field(page, 'State').selectOption('West Bengal');
  await field(page, 'Pincode').fill('700016');
  await button(page, 'Continue to Payment').click();

  // The old shop accepted a 3-digit "card", stored last4 "123", and dropped the order on reload.
  await field(page, 'Card Number').pressSequentially('123');
  await field(page, 'Expiry Date').pressSequentially('1299');
  await field(page, 'CVV').pressSequentially('123');
  await field(page, 'Cardholder Name').fill('Priya Sharma');
  await button(page, 'Continue to Review').click();
  await expect(field(page, 'Card Number')).toHaveAccessibleDescription(/Please enter a valid card number/);
  await expect(field(page, 'Card Number')).toBeFocused();

  await field(page, 'Card Number').fill('');
  await field(page, 'Card Number').pressSequentially('5555555555554444');
  await button(page, 'Continue to Review').click();
  await button(page, 'Place Order').click();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 5000 });
  const order = page.getByRole('article').filter({ hasText: 'ORD-004' });
  await expect(order).toBeVisible();

  await page.reload();
  await expect(order).toBeVisible();
  await order.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Card ending 4444');
  const stored = await page.evaluate(() => localStorage.getItem('orders') ?? '');
  expect(stored).toContain('4444');
  expect(stored).not.toContain('5555555555554444');
});

test('Remember me off on a shared computer: closing the browser leaves no cart, wishlist or orders', async ({
  page,
  browser,
}) => {
  // A guest fills a cart, then signs in without Remember me: the cart is kept.
  await page.goto('/product/1');
  const details = page.getByRole('region', { name: 'Chanderi Silk Anarkali Kurta' });
  await details
    .getByRole('group', { name: 'Select Size' })
    .getByRole('button', { name: 'M', exact: true })
    .click();
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/login');
  await signInOnPage(page, { remember: false });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // Saves a product and places an order (the cart empties), then adds to the cart again.
  await page.goto('/product/2');
  await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
  await page.goto('/checkout');
  await field(page, 'City').fill('Kolkata');
  await field(page, 'State').selectOption('West Bengal');
  await field(page, 'Pincode').fill('700016');
  await button(page, 'Continue to Payment').click();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await button(page, 'Continue to Review').click();
  await button(page, 'Place Order').click();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 5000 });
  await page.goto('/product/3');
  const third = page.getByRole('region', { name: 'Floral Print Wrap Midi Dress' });
  await third
    .getByRole('group', { name: 'Select Size' })
    .getByRole('button', { name: 'S', exact: true })
    .click();
  await third.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  // The browser closes: only localStorage survives, and it holds nothing of the shopper.
  const left = await page.context().storageState();
  const keys = left.origins.flatMap((origin) => origin.localStorage.map((item) => item.name));
  expect(keys.filter((key) => ['user', 'cart', 'wishlist', 'orders'].includes(key))).toEqual([]);
  const next = await browser.newContext({ storageState: left });
  try {
    const nextPage = await next.newPage();
    await nextPage.goto('/orders');
    await expect(nextPage).toHaveURL(/\/login$/);
    await expect(nextPage.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(nextPage.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  } finally {
    await next.close();
  }
});

test('a full line (99) says so instead of "Product added to cart!", and the stepper stops', async ({
  page,
}) => {
  await seed(page, {
    cart: [
      { id: 1, size: 'S', quantity: 99 },
      { id: 1, size: 'M', quantity: 97 },
    ],
  });
  await page.goto('/product/1');
  const details = page.getByRole('region', { name: 'Chanderi Silk Anarkali Kurta' });
  const sizes = details.getByRole('group', { name: 'Select Size' });
  const quantity = details.getByRole('group', { name: 'Quantity' });
  const plus = details.getByRole('button', { name: 'Increase quantity' });

  // M: 97 in the cart, so 2 more at most.
  await sizes.getByRole('button', { name: 'M', exact: true }).click();
  await plus.click();
  await expect(quantity).toContainText('2');
  await expect(plus).toBeDisabled();

  // S: full. Nothing is added, and the message says why.
  await sizes.getByRole('button', { name: 'S', exact: true }).click();
  await expect(quantity).toContainText('1');
  await expect(plus).toBeDisabled();
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert')).toContainText('You can add at most 99 of this item');
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart!' })).toHaveCount(0);

  // A card adds the first size (S): full too.
  await page.goto('/women');
  const card = page.getByRole('listitem').filter({ hasText: 'Chanderi Silk Anarkali Kurta' });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert')).toContainText('You can add at most 99 of this item');
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart!' })).toHaveCount(0);
});

test("the review toast's Sign in brings the guest back to the product", async ({ page }) => {
  await page.goto('/product/2');
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await reviews.getByRole('textbox', { name: 'Comment' }).fill('Lovely colour');
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Please login to submit a review')).toBeVisible();
  await alert.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInOnPage(page);
  await expect(page).toHaveURL(/\/product\/2$/);
  await expect(page.getByRole('region', { name: 'Customer Reviews' })).toBeVisible();
});

test('Remember me off across tabs: a tab opened meanwhile has the session, what it adds goes to the session (never to localStorage), and closing every tab ends it', async ({
  page,
  context,
}) => {
  const account = (tab: Page) => tab.getByRole('button', { name: /^Account: / });
  await page.goto('/login');
  await signInOnPage(page, { remember: false });
  await expect(page).toHaveURL(/\/$/);
  await expect(account(page)).toBeVisible();

  // A second tab, opened from the address bar: its own sessionStorage, empty.
  const other = await context.newPage();
  await other.goto('/product/3');
  await expect(account(other)).toBeVisible();
  const dress = other.getByRole('region', { name: 'Floral Print Wrap Midi Dress' });
  await dress
    .getByRole('group', { name: 'Select Size' })
    .getByRole('button', { name: 'S', exact: true })
    .click();
  await dress.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(other.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // The first tab of the session has it too; localStorage holds nothing of the shopper.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const inLocal = await other.evaluate(() => Object.keys(localStorage));
  expect(
    inLocal.filter((key) => ['user', 'cart', 'wishlist', 'orders', 'preferences'].includes(key)),
  ).toEqual([]);

  // Every tab of the session closes: the next tab is a guest's.
  await page.close();
  await other.close();
  const next = await context.newPage();
  await next.goto('/orders');
  await expect(next).toHaveURL(/\/login$/);
  await expect(next.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

test('Remember me off across tabs: logging out in one tab of the session logs out its other tabs', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await signInOnPage(page, { remember: false });
  await expect(page.getByRole('button', { name: /^Account: / })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/');
  const account = other.getByRole('button', { name: /^Account: / });
  await account.click();
  await other.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(other.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
});
