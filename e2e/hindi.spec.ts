import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, PRIYA, seed, test } from './support/shop';

/**
 * The Hindi edition (issue 36) at 1280 px ("desktop") and 390 px ("phone"): its pages under /hi/,
 * in Hindi with `lang="hi"`, the language switch both ways with the query kept, the one cart of
 * both editions, a checkout in Hindi, and the search in Devanagari and Hinglish. Every test fails on
 * a console error or warning.
 */

const isPhone = () => test.info().project.name === 'phone';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** Follows the language switch: in the header on a desktop, in the menu on a phone. */
async function switchTo(page: Page, name: 'हिन्दी' | 'English') {
  if (isPhone()) {
    await page.getByRole('button', { name: name === 'English' ? 'मेन्यू खोलें' : 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name }).click();
  }
}

test('/hi/ is the home page in Hindi: lang="hi", its title, the header’s names, no axe violation', async ({
  page,
}) => {
  await page.goto('/hi/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('Rangoli — फ़ैशन और ब्यूटी');
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'खोजें', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'महिलाओं के लिए ख़रीदें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'कार्ट, 0 आइटम' })).toBeVisible();
  if (!isPhone()) {
    await expect(
      page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'महिलाएँ' }),
    ).toHaveAttribute('href', '/hi/women');
  }
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/$/);
  await expectNoAxeViolations(page, '/hi/');
});

test('the language switch round-trips on a product page, its query string kept', async ({ page }) => {
  await page.goto('/product/21?colour=blue');
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  await switchTo(page, 'हिन्दी');
  await expect(page).toHaveURL(/\/hi\/product\/21\?colour=blue$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const details = page.getByRole('region', { name: 'Slim Fit Oxford Shirt' });
  await expect(details.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeVisible();
  await expect(details.getByRole('group', { name: 'साइज़ चुनें' })).toBeVisible();
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  await expectNoAxeViolations(page, '/hi/product/21');
  await switchTo(page, 'English');
  await expect(page).toHaveURL(/\/product\/21\?colour=blue$/);
  await expect(page).not.toHaveURL(/\/hi\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(details.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('the editions are one shop: added on /hi/product/21, it is in /cart', async ({ page }) => {
  await page.goto('/hi/product/21');
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  const details = page.getByRole('region', { name: 'Slim Fit Oxford Shirt' });
  await details
    .getByRole('group', { name: 'साइज़ चुनें' })
    .getByRole('button', { name: 'M', exact: true })
    .click();
  await details.getByRole('button', { name: 'कार्ट में जोड़ें' }).click();
  await expect(page.getByRole('link', { name: 'कार्ट, 1 आइटम' })).toBeVisible();
  // The cart's link stays in Hindi; the English cart has the same line.
  await expect(page.getByRole('link', { name: 'कार्ट, 1 आइटम' })).toHaveAttribute('href', '/hi/cart');
  await page.goto('/cart');
  await expect(page.getByRole('article', { name: /Slim Fit Oxford Shirt/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/hi/cart');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('कार्ट');
  await expect(page.getByRole('article', { name: /Slim Fit Oxford Shirt/ })).toBeVisible();
  await expectNoAxeViolations(page, '/hi/cart');
});

test('a Hindi checkout places an order, its steps and messages in Hindi', async ({ page }) => {
  await seed(page, { user: PRIYA, cart: [{ id: 21, size: 'M', quantity: 1 }] });
  await page.goto('/hi/checkout');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  await expect(page).toHaveTitle(/^चेकआउट — Rangoli$/);
  // A field's message is Hindi.
  await field(page, 'पिनकोड').fill('');
  await button(page, 'आगे बढ़ें').click();
  await expect(field(page, 'पिनकोड')).toHaveAccessibleDescription(/पिनकोड/);
  await field(page, 'शहर').fill('Kolkata');
  await field(page, 'राज्य').selectOption('West Bengal');
  await field(page, 'पिनकोड').fill('700016');
  await button(page, 'आगे बढ़ें').click();
  await page.getByRole('radio', { name: 'कैश ऑन डिलीवरी' }).check();
  await button(page, 'आगे बढ़ें').click();
  await expect(page.getByRole('heading', { level: 2, name: 'अपना ऑर्डर देखें' })).toBeVisible();
  await expectNoAxeViolations(page, '/hi/checkout, review');
  await button(page, 'ऑर्डर करें').click();
  await expect(page).toHaveURL(/\/hi\/orders$/, { timeout: 5000 });
  await expect(page.getByText('आपका ऑर्डर सफलतापूर्वक हो गया!')).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('प्रोसेसिंग');
  await expect(page.getByRole('link', { name: 'कार्ट, 0 आइटम' })).toBeVisible();
});

test('the Hindi edition’s search finds साड़ी, sari, lehnga and kajol', async ({ page }) => {
  for (const [query, expected] of [
    ['साड़ी', /Saree/],
    ['sari', /Saree/],
    ['lehnga', /Lehenga/],
    ['kajol', /Kajal/],
  ] as const) {
    await page.goto(`/hi/search?q=${encodeURIComponent(query)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`"${query}" के लिए खोज के नतीजे`);
    const results = page.getByRole('list', { name: `${query} के नतीजे`, exact: true });
    await expect(results.getByRole('heading', { level: 2 }).first()).toHaveText(expected);
  }
});

test('a shopper who chose Hindi is offered it on the English home page, with a link, never a redirect', async ({
  page,
}) => {
  await page.goto('/women');
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  await switchTo(page, 'हिन्दी');
  await expect(page).toHaveURL(/\/hi\/women$/);
  await expect(page.locator('#root[data-ready]')).toBeAttached();
  await page.goto('/');
  const offer = page.getByRole('link', { name: 'हिन्दी में देखें' });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await offer.click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
