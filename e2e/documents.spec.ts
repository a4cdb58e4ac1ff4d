import type { Page } from '@playwright/test';
import { expect, test } from './support/shop';

// Prerendered pages as complete documents: what search engines and link previews read, before or
// without JavaScript (slow-phone.spec.ts: a page that works from its first paint, on a slow phone).

const SITE = 'https://rangoli.shop';

const head = (page: Page) => ({
  meta: (selector: string) => page.locator(`head ${selector}`).getAttribute('content'),
  canonical: () => page.locator('head link[rel="canonical"]').getAttribute('href'),
  jsonLd: async () =>
    (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    ),
});

test.describe('read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page arrives with its title, description, canonical URL, preview tags and Product data', async ({
    page,
  }) => {
    await page.goto('/product/1');
    const { meta, canonical, jsonLd } = head(page);
    await expect(page).toHaveTitle('Chanderi Silk Anarkali Kurta by Biba | Rangoli');
    expect(await meta('meta[name="description"]')).toMatch(/^Chanderi Silk Anarkali Kurta by Biba: ₹2,499/);
    expect(await canonical()).toBe(`${SITE}/product/1`);
    expect(await meta('meta[property="og:type"]')).toBe('product');
    expect(await meta('meta[property="og:image"]')).toBe(`${SITE}/assets/og/1.png`);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const [product, breadcrumbs] = await jsonLd();
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Chanderi Silk Anarkali Kurta',
      offers: { price: 2499, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    // Outside the React root: it can never cause a hydration mismatch.
    await expect(page.locator('#root script')).toHaveCount(0);
  });

  test("a listing's canonical URL leaves out the query string", async ({ page }) => {
    await page.goto('/women?sort=priceLowToHigh');
    expect(await head(page).canonical()).toBe(`${SITE}/women`);
    await expect(page).toHaveTitle('Women — Rangoli');
  });

  test('the preview picture of a product is a PNG that chat apps can show', async ({ request }) => {
    const picture = await request.get('/assets/og/1.png');
    expect(picture.ok()).toBe(true);
    expect(picture.headers()['content-type']).toBe('image/png');
  });

  test('sitemap.xml lists every prerendered page and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE}/product/70</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/grievance</loc>`);
    // 70 products, 6 listings (home among them), 7 information pages (the grievance desk among
    // them), in both editions (issue 36: the Hindi edition under /hi/).
    expect(sitemap.match(/<url>/g)).toHaveLength(166);
    expect(sitemap).toContain(`<loc>${SITE}/hi/product/70</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('the app can be installed: PNG icons, one maskable, and an apple-touch-icon', async ({
    page,
    request,
  }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; purpose?: string }[];
      theme_color: string;
    };
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
        expect.objectContaining({ sizes: '512x512', type: 'image/png' }),
        expect.objectContaining({ purpose: 'maskable' }),
      ]),
    );
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
    await page.goto('/');
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(touchIcon ?? '')).ok()).toBe(true);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  });
});

test("Chromium finds the shop installable (Lighthouse's former installability audit asked the same)", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
  expect(manifest.errors).toEqual([]);
  expect(manifest.data).toContain('icon-maskable-512.png');
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito windows, where Chromium installs nothing: the one reason
  // that is about the browser, not the site.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
});

test('after client-side navigation the head is that of the page shown', async ({ page }) => {
  await page.goto('/women');
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  const { meta, canonical, jsonLd } = head(page);
  await page.locator('main a[href="/product/2"]').first().click();
  await expect(page).toHaveURL(/\/product\/2$/);
  await expect.poll(canonical).toBe(`${SITE}/product/2`);
  expect(await meta('meta[property="og:type"]')).toBe('product');
  expect(await meta('meta[property="og:url"]')).toBe(`${SITE}/product/2`);
  expect(await meta('meta[name="description"]')).toMatch(/₹/);
  expect((await jsonLd()).map((data) => data['@type'])).toEqual(['Product', 'BreadcrumbList']);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head title')).toHaveCount(1);
});

test('after client-side navigation to a Hindi listing, its head is the prerendered one, in Hindi', async ({
  page,
  context,
}) => {
  // What the build wrote into /hi/women's own HTML (from the whole catalogue).
  const prerendered = await context.newPage();
  await prerendered.goto('/hi/women');
  const expected = await head(prerendered).meta('meta[name="description"]');
  const expectedData = await head(prerendered).jsonLd();
  await prerendered.close();
  expect(expected).toMatch(/[\u0900-\u097F]/);

  await page.goto('/hi/product/1');
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  const { meta, canonical, jsonLd } = head(page);
  // The breadcrumb's link to the category (a client-side navigation, at 1280 and 390).
  await page.getByRole('navigation', { name: 'आप यहाँ हैं' }).locator('a[href="/hi/women"]').click();
  await expect(page).toHaveURL(/\/hi\/women$/);
  await expect.poll(canonical).toBe(`${SITE}/hi/women`);
  await expect.poll(() => meta('meta[name="description"]')).toBe(expected);
  expect(await jsonLd()).toEqual(expectedData);
});

test.describe('Share', () => {
  test('copies the canonical URL where the browser has no share sheet, and says so', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto('/product/1');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE}/product/1`);
  });

  test("opens the browser's share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: ShareData[] };
      w.shared = [];
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          w.shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/product/45');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: 'Hand Block Print Cotton Frock', url: `${SITE}/product/45` }]);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });
});
