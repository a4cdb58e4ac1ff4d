import { expect, test } from './support/shop';

// Route preloads (scripts/page-shell: the prerendered page's <link> tags, the shell's route hints
// script, src/app/boot/hints.entry.ts): each route's chunks and first picture are preloaded beside
// main.js, and every preload is used (Chromium warns in the console, which fails the test, about a
// preload left unused a few seconds after the load event).
for (const [route, expected] of [
  ['/', ['/js/home.', '/assets/categories/women.svg']],
  ['/women', ['/js/category.']],
  ['/product/1', ['/js/product.', '/js/product-view.', '/assets/products/1.svg']],
  ['/search?q=shirt', ['/js/search.', '/js/catalog-client.']],
] as const) {
  test(`${route}: the route's chunks and picture are preloaded, and each preload is used`, async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const preloads = await page.$$eval('link[rel="preload"]', (links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    for (const start of expected) expect(preloads.some((href) => href.startsWith(start))).toBe(true);
    // Long enough for Chromium's "preloaded but not used" warning to appear if it were due.
    await page.waitForTimeout(4000);
  });
}

test('an unknown product id preloads no picture', async ({ page }) => {
  await page.goto('/product/999');
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(4000);
});
