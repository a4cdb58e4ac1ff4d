import type { Page } from '@playwright/test';
import { expect, PRIYA, seed, test } from './support/shop';

// A prerendered page that works from its first paint, on a slow phone (documents.spec.ts has the
// rest of the prerendered pages as documents).

// Each test slows its page and the network with a CDP session, which would stay on a page reused by
// the next test (playwright.config.ts `reuseContext`): these tests get a new context each.
test.use({ reuseContext: false });

test.describe('usable from the first paint, on a slow phone', () => {
  /** A mid-range phone on a slow network: 4× slower CPU, 1.6 Mbps down, 150 ms round trips. */
  async function throttle(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }

  test.setTimeout(60_000);

  /**
   * Holds the app's main script back until `release()`: whatever the test does before is done on
   * the prerendered page alone, however fast or loaded the machine is.
   */
  async function holdTheApp(page: Page) {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a category link clicked right after the first paint navigates', async ({ page }) => {
    await throttle(page);
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const women = page.locator('main a[href="/women"]').first();
    await women.waitFor();
    // The app has not started: this is the prerendered page, its controls still disabled.
    await expect(page.locator('#root')).not.toHaveAttribute('data-ready');
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
    await women.click({ noWaitAfter: true });
    release();
    await expect(page).toHaveURL(/\/women$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible({ timeout: 20_000 });
  });

  test('the first Tab after the first paint reaches "Skip to content"', async ({ page }) => {
    await throttle(page);
    const release = await holdTheApp(page);
    await page.goto('/women', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Women' }).waitFor();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Skip to content');
    await expect(page.locator('#root')).not.toHaveAttribute('data-ready');
    release();
    await expect(page.locator('#root')).toHaveAttribute('data-ready', '', { timeout: 20_000 });
  });

  // Issue 33: the moment the buy box is enabled, it works: its enabling is watched on every frame
  // and the size and Add to Cart are pressed at once, on the throttled profile.
  test('a tap on Add to Cart at the moment it is enabled is honoured', async ({ page }) => {
    await throttle(page);
    await page.goto('/product/4', { waitUntil: 'commit' });
    const details = page.getByRole('region', { name: 'Cotton Straight Kurta with Palazzo' });
    const add = details.getByRole('button', { name: 'Add to Cart' });
    await add.waitFor();
    await expect(add).toBeDisabled();
    await page.waitForFunction(
      () => {
        const buttons = [...document.querySelectorAll('main button')];
        return buttons.some(
          (b) => b.textContent?.trim() === 'Add to Cart' && !(b as HTMLButtonElement).matches(':disabled'),
        );
      },
      null,
      { polling: 'raf', timeout: 30_000 },
    );
    await details.getByRole('button', { name: 'M', exact: true }).click();
    await add.click();
    await expect(page.getByText('Product added to cart!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeAttached();
  });

  // The controls are enabled once the root has hydrated and the page's code is there, while the
  // product view is usually still hydrating (app/boot: AppReady): React hydrates it at once when a
  // tap lands in it. Tapped from the page itself, in the very task the controls are enabled, so
  // nothing of the test's own pace gives hydration time to finish first.
  test('a tap in the very task that enables the controls is honoured', async ({ page }) => {
    await page.addInitScript(() => {
      const shop = window as unknown as { tapped?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root[data-ready]')) return;
        observer.disconnect();
        const button = (name: string) =>
          [...document.querySelectorAll<HTMLButtonElement>('main button')].find(
            (b) => b.textContent?.trim() === name,
          );
        button('M')?.click();
        // The size's state is the event's: the next task sees it, as the shopper's next tap would.
        setTimeout(() => {
          button('Add to Cart')?.click();
          shop.tapped = true;
        });
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await throttle(page);
    await page.goto('/product/4', { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { tapped?: boolean }).tapped === true, null, {
      timeout: 30_000,
    });
    await expect(page.getByText('Product added to cart!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeAttached();
  });

  // A returning shopper's store differs from the guest's state the page was prerendered from: a
  // boundary that a tap hydrates is hydrated from that state, and the tap's handler would run with
  // it (a signed-in shopper's review refused as a guest's) before the store's re-render. Their
  // controls wait for the page to settle (app/render.tsx). Tapped in the very task they are enabled.
  test('a signed-in shopper’s tap in the very task that enables the controls is theirs, not a guest’s', async ({
    page,
  }) => {
    await seed(page, { user: PRIYA });
    await page.addInitScript(() => {
      const shop = window as unknown as { tapped?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root[data-ready]')) return;
        observer.disconnect();
        [...document.querySelectorAll<HTMLButtonElement>('main button')]
          .find((b) => b.textContent?.trim() === 'Submit Review')
          ?.click();
        shop.tapped = true;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await throttle(page);
    await page.goto('/product/14', { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { tapped?: boolean }).tapped === true, null, {
      timeout: 30_000,
    });
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(reviews.getByText('Please enter a comment')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Please login to submit a review')).toHaveCount(0);
  });

  // A prerendered product page's controls also wait for its view to have shown the product (it then
  // joins Recently viewed: pages/product ProductPage). A shopper who follows a link of the header
  // before that view ever hydrates must not leave the next page waiting for it.
  test('a header link followed before the product page’s view hydrated leads to a page that works', async ({
    page,
  }) => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/js\/product-view\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/product/4', { waitUntil: 'commit' });
    const home = page.getByRole('banner').getByRole('link', { name: 'Rangoli' });
    // The root has hydrated: the header's link is React's (a client-side navigation).
    await page.waitForFunction(
      () => {
        const link = document.querySelector('header a[href="/"]');
        return !!link && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
      },
      null,
      { timeout: 20_000 },
    );
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page.locator('#root')).toHaveAttribute('data-ready', '', { timeout: 15_000 });
  });

  test('controls that need the app are disabled until it is ready, then work', async ({ page }) => {
    await throttle(page);
    const release = await holdTheApp(page);
    await page.goto('/product/1', { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to Cart' }).first();
    await add.waitFor();
    await expect(add).toBeDisabled();
    await expect(page.getByRole('button', { name: 'M', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to wishlist', exact: true }).first()).toBeDisabled();
    release();
    await expect(page.locator('#root')).toHaveAttribute('data-ready', '', { timeout: 20_000 });
    await expect(add).toBeEnabled();
    await expect(page.getByRole('button', { name: 'M', exact: true })).toBeEnabled();
  });
});
