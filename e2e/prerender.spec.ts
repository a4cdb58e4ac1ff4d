import type { Page } from '@playwright/test';
import { expect, test, seed } from './support/shop';

// Public pages are prerendered at build time (scripts/prerender.ts, with scripts/page-shell): they
// paint before any JavaScript runs, and React hydrates the markup in place instead of rendering it again.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [route, heading] of [
    ['/', 'Wear every colour of the season'],
    ['/women', 'Women'],
    ['/product/1', 'Chanderi Silk Anarkali Kurta'],
    ['/faq', 'Frequently Asked Questions'],
  ] as const) {
    test(`${route} arrives rendered and styled`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Styled: the header is laid out as a bar, not unstyled stacked text.
      const header = await page.getByRole('banner').boundingBox();
      expect(header?.height ?? 0).toBeLessThan(200);
    });
  }

  test("a prerendered page names its route's chunks and picture as preloads, with no hints script", async ({
    request,
  }) => {
    const html = await (await request.get('/product/1')).text();
    expect(html).toMatch(/<link rel="preload" href="\/js\/product-view\.[0-9a-f]+\.js" as="script">/);
    expect(html).toContain(
      '<link rel="preload" href="/assets/products/1.svg" as="image" fetchpriority="high">',
    );
    expect(html).not.toContain('/js/hints.');
    expect(html).not.toContain('route-hints');
    // The shell, for every other address, keeps the script that finds the route in the browser,
    // and its data before it.
    const shell = await (await request.get('/cart')).text();
    expect(shell).toContain('/js/hints.');
    expect(shell.indexOf('route-hints')).toBeGreaterThan(-1);
    expect(shell.indexOf('route-hints')).toBeLessThan(shell.indexOf('/js/hints.'));
  });

  test('a prerendered page asks for its largest picture first, and for main.js only after its first paint', async ({
    request,
  }) => {
    const html = await (await request.get('/women')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // The picture React marks fetchPriority="high" leads the head, before the chunks and the data.
    const picture = head.indexOf(
      '<link rel="preload" href="/assets/categories/women.svg" as="image" fetchpriority="high">',
    );
    expect(picture).toBeGreaterThan(-1);
    expect(picture).toBeLessThan(head.indexOf('<link rel="preload" href="/js/'));
    expect(picture).toBeLessThan(head.indexOf('/data/catalog.'));
    // main.js is fetched by the boot script (after the first paint), which its tag tells where.
    expect(html).not.toMatch(/<script[^>]*\ssrc="\/js\/main\./);
    const [, boot, main] =
      /<script defer src="(\/js\/boot\.[0-9a-f]+\.js)" data-main="(\/js\/main\.[0-9a-f]+\.js)"><\/script>/.exec(
        html,
      ) ?? [];
    expect(boot).toBeDefined();
    expect((await request.get(boot!)).ok()).toBe(true);
    expect(await (await request.get(boot!)).text()).toContain('dataset.main');
    expect((await request.get(main!)).headers()['content-type']).toContain('javascript');
    // The shell (pages rendered in the browser) names main.js itself: it has nothing to paint first.
    expect(await (await request.get('/cart')).text()).toMatch(/<script defer src="?\/js\/main\./);
  });

  test('pages that depend on the shopper come from the empty shell', async ({ page }) => {
    for (const route of ['/cart', '/checkout', '/no-such-page']) {
      await page.goto(route);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

/** Records, from before the page's scripts run, whether anything inside #root was ever removed. */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { removedFromRoot: number };
    w.removedFromRoot = 0;
    // The document turns "interactive" once parsed, before the deferred main.js runs.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) w.removedFromRoot += record.removedNodes.length;
      }).observe(root, { childList: true });
    });
  });
}

for (const route of ['/', '/women', '/product/1', '/faq']) {
  test(`${route} is hydrated in place and then works`, async ({ page }) => {
    await watchRoot(page);
    await page.goto(route);
    await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', route);
    expect(
      await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot),
    ).toBe(0);
    // Interactive: the search box (in every header) takes a query and goes to the results.
    await page.getByRole('banner').getByRole('combobox', { name: 'Search', exact: true }).fill('kurta');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kurta/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('kurta');
  });
}

test("a returning shopper's cart and name replace the guest header right after hydration", async ({
  page,
}) => {
  await seed(page, {
    user: { id: 'u1', name: 'Asha Rao', email: 'asha@example.com', phone: '', address: '' },
    cart: [{ id: 1, size: 'M', quantity: 3 }],
  });
  await page.goto('/women');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account: Asha', exact: true })).toBeVisible();
});

test('a prerendered page asked for with a query renders what the query says', async ({ page }) => {
  await page.goto('/women?sort=priceLowToHigh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLowToHigh');
});

// React hydrates a lazy page (and the product view inside it) after the rest of the page, and drops
// a click on content whose code is still loading: the controls stay disabled until it has loaded.
test('with the page code slow to arrive, the first tap on a prerendered product page still counts', async ({
  page,
}) => {
  await page.route(/\/js\/product(-view)?\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/product/1', { waitUntil: 'commit' });
  const details = page.getByRole('region', { name: 'Chanderi Silk Anarkali Kurta' });
  const small = details
    .getByRole('group', { name: 'Select Size' })
    .getByRole('button', { name: 'S', exact: true });
  await expect(small).toBeVisible();
  await expect(small).toBeDisabled();
  await small.click();
  await details.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

// A shopper's press can start before the app runs and end after it has hydrated the page (a slow
// phone). The parts of the page that hydrate on the first interaction (the header's search box)
// must count that press: a navigation waits for their code, and nothing else would start it.
test('a link pressed while the page hydrates opens its page', async ({ page }) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
  await faq.scrollIntoViewIfNeeded();
  const box = await faq.boundingBox();
  if (!box) throw new Error('the footer has no FAQ link');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  await page.mouse.up();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
});

// /search has a shell of its own (search.html, issue 33): the header and the results' places, its
// heading with the address's query, paint before main.js has run; main.js then renders the page in
// their place.
for (const [address, heading, lang] of [
  ['/search?q=silk%20saree', 'Search Results for "silk saree"', 'en-IN'],
  [`/hi/search?q=${encodeURIComponent('साड़ी')}`, '"साड़ी" के लिए खोज के नतीजे', 'hi'],
] as const) {
  test(`${address} paints its header, heading and results' places before main.js has run`, async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // main.js is deferred: the document's DOMContentLoaded waits for it.
    await page.goto(address, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Rangoli' })).toBeVisible();
    await expect(page.locator('main [data-skeleton] li')).toHaveCount(8);
    await expect(page.locator('main [data-skeleton] li').first()).toBeVisible();
    expect(await page.locator('#root').getAttribute('data-ready')).toBeNull();
    release();
    await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
    await expect(page.locator('main li:has(h2)').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

// /search is rendered in the browser: its first render (the listing's loading state: the toolbar's,
// the filter column's and the cards' room) and the results that follow lay out alike.
test('the search results take the places the loading state kept: nothing shifts', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The catalogue's answer held back a moment: the loading state is on screen first.
  await page.context().route(/\/data\/products-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/search?q=shirt');
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  await expect(page.locator('main li:has(h2)').first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
});
