import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_UNAVAILABLE_MSG } from '../src/shared/lib/firstLoadText';
import { MSG } from '../src/shared/lib/messages';
import { test, expect, seed, PRIYA, EXPECTED_NOISE } from './support/shop';

/**
 * Reliability and security (issue 7), at 1280 px ("desktop") and 390 px ("phone"): storage that
 * lies or refuses, two tabs in step, repeated clicks, a reload with the network off, and markup
 * typed into text fields. The shared fixture fails a test on any console error or warning.
 */

const PERSIST = JSON.stringify({ version: 1, rehydrated: true });
const MARKUP = '<img src=x onerror="window.__xss=1">"<b>bold</b>';

const cartLink = (page: Page, items: string) => page.getByRole('link', { name: `Cart, ${items}` });
const wishlistLink = (page: Page, items: string) => page.getByRole('link', { name: `Wishlist, ${items}` });
const accountButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const featuredAddButtons = (page: Page) =>
  page.getByRole('list', { name: 'Featured Products' }).getByRole('button', { name: 'Add to Cart' });
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** Writes raw values under storage keys before the first page loads (once per tab). */
async function seedRaw(page: Page, entries: Record<string, string>) {
  await page.addInitScript((entries) => {
    try {
      if (window.location.origin === 'null' || sessionStorage.getItem('e2e-raw-seeded')) return;
    } catch {
      return;
    }
    sessionStorage.setItem('e2e-raw-seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, entries);
}

/** Collects console problems of a page the fixture does not watch (a second tab). */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

const realProblems = (problems: string[]) => problems.filter((p) => !EXPECTED_NOISE.test(p));

async function blockExternal(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.abort('internetdisconnected'),
  );
}

async function expectNoInjectedMarkup(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test.describe('stored data is untrusted', () => {
  test('corrupt values under every key: the shop renders, repairs and keeps working', async ({ page }) => {
    await seedRaw(page, {
      cart: '{"lines": [oops',
      wishlist: JSON.stringify({ ids: '[1,"x",999,1]', _persist: PERSIST }),
      orders: '"[]"-garbage',
      user: JSON.stringify({ user: '{"name":5}' }),
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cartLink(page, '0 items')).toBeVisible();
    await expect(wishlistLink(page, '1 item')).toBeVisible();
    await expect(accountButton(page, 'Account')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/NaN|undefined/);

    await featuredAddButtons(page).first().click();
    await expect(page.getByRole('status').getByText(MSG.addedToCart)).toBeVisible();
    await expect(cartLink(page, '1 item')).toBeVisible();
  });

  for (const quantity of ['-3', 2.7, 1e9] as const) {
    test(`a cart line with quantity ${JSON.stringify(quantity)} does not cost the good line`, async ({
      page,
    }) => {
      const lines = [
        { id: 7, size: 'S', quantity },
        { id: 1, size: 'M', quantity: 1 },
      ];
      await seedRaw(page, { cart: JSON.stringify({ lines: JSON.stringify(lines), _persist: PERSIST }) });
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const good = page.getByRole('article', { name: 'Chanderi Silk Anarkali Kurta Size: M' });
      await expect(good).toBeVisible();
      await expect(good.getByRole('group', { name: 'Quantity' })).toContainText('1');
      await expect(page.locator('body')).not.toContainText(/NaN|undefined|Infinity/);
    });
  }
});

test.describe('storage failures', () => {
  test('quota full: the shop works in memory and says once that the cart will not be remembered', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const add = featuredAddButtons(page);
    await add.first().click();
    await expect(cartLink(page, '1 item')).toBeVisible();
    const notice = page.getByRole('status').getByText(STORAGE_UNAVAILABLE_MSG);
    await expect(notice).toBeVisible();
    await add.nth(1).click();
    await expect(cartLink(page, '2 items')).toBeVisible();
    await expect(notice).toHaveCount(1);
  });

  test('storage denied: the home page renders and Add to Cart works', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cartLink(page, '0 items')).toBeVisible();
    await featuredAddButtons(page).first().click();
    await expect(cartLink(page, '1 item')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/NaN|undefined/);
  });
});

test.describe('two tabs', () => {
  test('a cart change and a logout in one tab show in the other without a reload', async ({
    page,
    context,
  }) => {
    await blockExternal(context);
    await seed(page, { user: PRIYA });
    await page.goto('/');
    await expect(accountButton(page, 'Account: Priya')).toBeVisible();

    const page2 = await context.newPage();
    const problems2 = watch(page2);
    await page2.goto('/women');
    await expect(page2.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    await expect(cartLink(page2, '0 items')).toBeVisible();
    await expect(accountButton(page2, 'Account: Priya')).toBeVisible();

    await featuredAddButtons(page).first().click();
    await expect(cartLink(page, '1 item')).toBeVisible();
    await expect(cartLink(page2, '1 item')).toBeVisible();

    await accountButton(page2, 'Account: Priya').click();
    await page2.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(accountButton(page2, 'Account')).toBeVisible();
    await expect(accountButton(page, 'Account')).toBeVisible();
    // Logout clears the cart too (spec), in both tabs.
    await expect(cartLink(page, '0 items')).toBeVisible();
    await expect(cartLink(page2, '0 items')).toBeVisible();
    expect(realProblems(problems2), 'console problems in the second tab').toEqual([]);
  });
});

test.describe('repeats', () => {
  test('50 quick Add to Cart clicks count exactly 50', async ({ page }) => {
    await page.goto('/');
    const add = featuredAddButtons(page).first();
    await add.scrollIntoViewIfNeeded();
    await add.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await add.boundingBox();
    if (!box) throw new Error('the Add to Cart button has no box');
    // Raw input at the button, no waiting between clicks.
    for (let i = 0; i < 50; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(cartLink(page, '50 items')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('group', { name: 'Quantity' })).toContainText('50');
  });

  test('a double-click on Sign In signs in once and navigates once', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill('meera@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.evaluate(() => {
      const w = window as unknown as {
        __navigations: string[];
        navigation: EventTarget;
      };
      w.__navigations = [];
      w.navigation.addEventListener('navigate', (e) =>
        w.__navigations.push((e as Event & { destination: { url: string } }).destination.url),
      );
    });
    await page.getByRole('button', { name: 'Sign In' }).dblclick();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, 'Account: Priya')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const navigations = await page.evaluate(
      () => (window as unknown as { __navigations: string[] }).__navigations,
    );
    expect(navigations.map((url) => new URL(url).pathname)).toEqual(['/']);
  });
});

test.describe('offline', () => {
  // The one place the service worker runs (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  /** A first visit to `address`, until the service worker has installed and controls the page. */
  async function firstVisitWithServiceWorker(page: Page, address: string) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }
  test('after the first visit, /women and /product/1 reload with the network off', async ({
    page,
    context,
  }) => {
    await context.route(/images\.unsplash\.com/, (route) => route.abort('internetdisconnected'));
    await firstVisitWithServiceWorker(page, '/');

    await context.setOffline(true);
    await page.goto('/women');
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    const image = page.getByRole('list', { name: 'Women products' }).locator('img').first();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Chanderi Silk Anarkali Kurta' })).toBeVisible();
    const productImage = page
      .getByRole('region', { name: 'Chanderi Silk Anarkali Kurta' })
      .locator('img')
      .first();
    await expect
      .poll(() => productImage.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await context.setOffline(false);
  });

  test('a Hindi page that is not prerendered opens offline from the Hindi shell', async ({
    page,
    context,
  }) => {
    await firstVisitWithServiceWorker(page, '/hi/');

    await context.setOffline(true);
    const response = await page.goto('/hi/cart');
    // The document itself is the Hindi shell (not the English one, put into Hindi by the script).
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response?.text()).toMatch(/<html lang="?hi[" >]/);
    await expect(page.getByRole('link', { name: 'कार्ट, 0 आइटम' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // An English address still falls back to the English shell.
    const english = await page.goto('/cart');
    expect(await english?.text()).toMatch(/<html lang="?en-IN[" >]/);
    await context.setOffline(false);
  });
});

test.describe('markup typed into text fields is shown as text', () => {
  test('header search', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search', exact: true });
    await box.fill(MARKUP);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search Results for "${MARKUP}"`);
    await expectNoInjectedMarkup(page);
  });

  test('a review comment', async ({ page }) => {
    await seed(page, { user: PRIYA });
    await page.goto('/product/14');
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await reviews.getByRole('radio', { name: '4 stars' }).check();
    await reviews.getByRole('textbox', { name: 'Comment' }).fill(MARKUP);
    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByRole('status').getByText('Review submitted successfully!')).toBeVisible();
    const first = reviews.getByRole('article').first();
    await expect(first).toHaveAccessibleName('Priya Sharma');
    await expect(first.getByText(MARKUP, { exact: true })).toBeVisible();
    await expectNoInjectedMarkup(page);
  });

  test('the contact form name and message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill(MARKUP);
    await page.getByLabel('Email').fill('ravi@example.com');
    await page.getByLabel('Message').fill(MARKUP);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: MSG.contactThanks })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expectNoInjectedMarkup(page);
  });

  test('the checkout address', async ({ page }) => {
    await seed(page, { user: PRIYA, cart: [{ id: 1, size: 'M', quantity: 1 }] });
    await page.goto('/checkout');
    await field(page, 'Address').fill(MARKUP);
    await field(page, 'City').fill('Kolkata');
    await field(page, 'State').selectOption('West Bengal');
    await field(page, 'Pincode').fill('700016');
    await page.getByRole('button', { name: 'Continue to Payment', exact: true }).click();
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Continue to Review', exact: true }).click();
    const address = page.getByRole('region', { name: 'Shipping Address' });
    await expect(address).toContainText(MARKUP);
    await expect(address).toContainText('Kolkata, West Bengal 700016');
    await expectNoInjectedMarkup(page);
  });
});
