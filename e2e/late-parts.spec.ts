import type { Page } from '@playwright/test';
import { expect, seed, test } from './support/shop';

// Parts of a prerendered page whose code comes on the shopper's first interaction (app/boot:
// lazyHydrated): the home page's products and every page's footer. Their HTML is there from the
// first paint; what the shopper presses in them before their code has come is done once it has.

// Routes stay on a reused page: a new context each.
test.use({ reuseContext: false });

/** Holds a chunk back until `release()`. */
async function holdChunk(page: Page, name: string) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(new RegExp(`/js/${name}\\.[0-9a-f]+\\.js$`), async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Marks the document, so that a whole page load (the mark gone) tells itself from a navigation in the page. */
const markDocument = (page: Page) =>
  page.evaluate(() => void ((window as unknown as { shopMark?: boolean }).shopMark = true));
const documentKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { shopMark?: boolean }).shopMark === true);

test.describe('a prerendered page’s late parts', () => {
  test('the home page loads no product card code before the first interaction', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
    await page.waitForTimeout(500);
    expect(scripts.filter((s) => /\/js\/(home-products|footer)\./.test(s))).toEqual([]);
    // Its cards are there all the same, as the build wrote them.
    const featured = page.getByRole('list', { name: 'Featured Products' });
    await expect(featured.getByRole('listitem')).toHaveCount(8);
  });

  test('Add to Cart pressed on a home card before its code has come adds the product once it has', async ({
    page,
  }) => {
    const chunk = await holdChunk(page, 'home-products');
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
    const card = page.getByRole('list', { name: 'Featured Products' }).getByRole('listitem').first();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    // The press is held: nothing added while the code is on its way.
    await expect.poll(chunk.asked).toBe(true);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toHaveCount(0);
    chunk.release();
    await expect(page.getByText('Product added to cart!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeAttached();
  });

  test('a home card’s link pressed before its code has come opens the product in the page', async ({
    page,
  }) => {
    const chunk = await holdChunk(page, 'home-products');
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
    await markDocument(page);
    const card = page.getByRole('list', { name: 'Featured Products' }).getByRole('listitem').first();
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link', { name }).click();
    await expect.poll(chunk.asked).toBe(true);
    chunk.release();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await documentKept(page)).toBe(true);
  });

  test('a footer link pressed before the footer’s code has come is followed in the page', async ({
    page,
  }) => {
    const chunk = await holdChunk(page, 'footer');
    await page.goto('/women');
    await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect.poll(chunk.asked).toBe(true);
    await expect(page).toHaveURL(/\/women$/);
    chunk.release();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Frequently Asked Questions');
    expect(await documentKept(page)).toBe(true);
  });

  test('a returning shopper’s saved and viewed products show without any interaction', async ({ page }) => {
    await seed(page, { wishlist: [1], preferences: { recentlyViewed: [5] } });
    await page.goto('/');
    const featured = page.getByRole('list', { name: 'Featured Products' });
    const first = featured.locator('[data-product-id="1"]');
    await expect(first.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeVisible();
  });
});
