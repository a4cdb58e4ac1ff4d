import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/shop';

/**
 * Search and filters (issue 4) at 1280 px ("desktop") and 390 px ("phone"): the header box with
 * its suggestions, the results page, the filter sidebar (a drawer on phones), sort, and the state
 * kept in the URL through reload and Back. Every test fails on a console error or warning.
 */

const isPhone = () => test.info().project.name === 'phone';

/** The header's search box that is shown at this width (the other one is hidden). */
const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search', exact: true });

const results = (page: Page) => page.getByRole('list', { name: /^Results for/ });
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 2 }).allTextContents();
const count = (page: Page) => page.getByText(/^\d+ products? found$/);

/** The filter panel: the sidebar on desktop; on a phone, the drawer (opened when needed). */
async function filters(page: Page): Promise<Locator> {
  if (!isPhone()) return page.getByRole('complementary').getByRole('region', { name: 'Filters' });
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeFilters(page: Page) {
  if (isPhone()) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  }
}

test('search from the header box; whitespace-only does nothing', async ({ page }) => {
  await page.goto('/faq');
  const box = headerSearch(page);
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/faq$/);
  await box.fill('silk saree');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=silk%20saree$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search Results for "silk saree"' }),
  ).toBeVisible();
  await expect(count(page)).toHaveText('1 product found');
  await expect(page).toHaveTitle('Search Results for "silk saree" — Rangoli');
});

test("the home page does not start the catalogue's worker (search, filters, suggestions); the header box starts it on focus", async ({
  page,
}) => {
  const workerRequests: string[] = [];
  page.on('request', (r) => {
    if (/catalog-worker/.test(r.url())) workerRequests.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(workerRequests).toEqual([]);
  // focus() does not wait for the box to be usable (disabled until the prerendered page has hydrated).
  await expect(headerSearch(page)).toBeEnabled();
  await headerSearch(page).focus();
  await expect.poll(() => workerRequests.length).toBe(1);
});

test('suggestions: arrow keys move through them, Enter opens one, Esc closes', async ({ page }) => {
  await page.goto('/');
  const box = headerSearch(page);
  await box.click();
  await box.pressSequentially('lev');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  await expect(options.first()).toHaveAccessibleName("Levi's (brand)");
  expect(await options.count()).toBeLessThanOrEqual(1 + 3 + 6);
  await expectNoAxeViolations(page, 'with the suggestions open');

  await box.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('lev');

  await box.press('ArrowDown'); // reopens on the first option
  await box.press('ArrowDown');
  const product = options.nth(1);
  await expect(product).toHaveAttribute('aria-selected', 'true');
  const name = (await product.getAttribute('aria-label'))!.split(',')[0]!;
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a brand suggestion searches for the brand with its filter ticked', async ({ page }) => {
  await page.goto('/');
  const box = headerSearch(page);
  await box.click();
  await box.pressSequentially('van h');
  await page.getByRole('option', { name: 'Van Heusen (brand)' }).click();
  await expect(page).toHaveURL(/\/search\?q=Van%20Heusen&brand=Van%20Heusen$/);
  await expect(count(page)).toHaveText('2 products found');
  await expect((await filters(page)).getByRole('checkbox', { name: /^Van Heusen/ })).toBeChecked();
});

test('tolerates a typo: "shrit" finds the shirts', async ({ page }) => {
  await page.goto('/search?q=shrit');
  await expect(count(page)).toHaveText('10 products found');
  expect((await cardNames(page)).slice(0, 6).every((n) => / Shirt$/.test(n))).toBe(true);
});

// Issue 36, point 6: the worker loads its spellings table on the first search that finds nothing.
test('understands how India types: "साड़ी", "sari", "lehnga" and "kajol" find the right products', async ({
  page,
}) => {
  const spellings: string[] = [];
  page.on('request', (request) => {
    if (/\/js\/spellings\.[0-9a-f]+\.js$/.test(request.url())) spellings.push(request.url());
  });
  /** Whether the page has used its Devanagari face (the device's own font or the shop's woff2). */
  const devanagariUsed = () =>
    page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.includes('Rangoli Devanagari') && face.status !== 'unloaded',
      ),
    );
  await page.goto('/search?q=shirt');
  await expect(count(page)).toHaveText('10 products found');
  expect(spellings).toEqual([]);
  expect(await devanagariUsed()).toBe(false);
  const sarees = ['Banarasi Silk Saree with Blouse Piece', 'Printed Chiffon Saree'];
  for (const [query, names] of [
    ['साड़ी', sarees],
    ['sari', sarees],
    ['lehnga', ['Embroidered Georgette Lehenga Set', 'Festive Lehenga Choli Set']],
    ['kajol', ['Colossal Kajal']],
  ] as const) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Search Results for "${query}"` }),
    ).toBeVisible();
    await expect(count(page)).toHaveText(
      `${names.length} ${names.length === 1 ? 'product' : 'products'} found`,
    );
    expect((await cardNames(page)).sort()).toEqual([...names].sort());
  }
  expect(spellings.length).toBeGreaterThan(0);
  // Shown in Devanagari, not as empty boxes, on a device without a Devanagari font of its own.
  await page.goto(`/search?q=${encodeURIComponent('साड़ी')}`);
  await expect(count(page)).toHaveText('2 products found');
  await expect.poll(devanagariUsed).toBe(true);

  // The header box suggests them too, in Devanagari.
  const box = headerSearch(page);
  await box.fill('');
  await box.pressSequentially('लहंगा');
  await expect(
    page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: /^Festive Lehenga Choli Set/ }),
  ).toBeVisible();
});

test('filter by a price quick pick and a brand, then Clear All', async ({ page }) => {
  await page.goto('/search?q=shirt');
  await expect(count(page)).toHaveText('10 products found');

  await (await filters(page)).getByRole('button', { name: 'Under ₹1,000' }).click();
  await expect(page).toHaveURL(/\/search\?q=shirt&minPrice=0&maxPrice=1000$/);
  await expect(count(page)).toHaveText('5 products found');
  const panel = await filters(page);
  await expect(panel.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
    'aria-valuetext',
    '₹1,000',
  );
  await expect(panel.getByRole('checkbox', { name: 'Van Heusen (0)' })).toBeDisabled();

  await panel.getByRole('checkbox', { name: 'Puma (2)' }).check();
  await expect(page).toHaveURL(/\/search\?q=shirt&brand=Puma&minPrice=0&maxPrice=1000$/);
  await expect(count(page)).toHaveText('2 products found');
  if (isPhone()) {
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Show 2 products' })).toBeVisible();
  }
  await closeFilters(page);
  expect((await cardNames(page)).sort()).toEqual([
    'Essential Crew Neck T-Shirt',
    'Graphic Print Cotton T-Shirt',
  ]);

  await (await filters(page)).getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL(/\/search\?q=shirt$/);
  await expect(count(page)).toHaveText('10 products found');
});

test('the price slider moves with the keyboard', async ({ page }) => {
  await page.goto('/search?q=kurta');
  await expect(count(page)).toHaveText('8 products found');
  const min = (await filters(page)).getByRole('slider', { name: 'Minimum price' });
  await min.focus();
  await min.press('PageUp');
  await min.press('PageUp');
  await expect(page).toHaveURL(/minPrice=2000&maxPrice=10000/);
  await expect(min).toHaveAttribute('aria-valuetext', '₹2,000');
  await expect(count(page)).toHaveText('2 products found');
});

test('sort, then reload keeps the query, filters, sort and view', async ({ page }) => {
  await page.goto('/search?q=shirt');
  await expect(count(page)).toHaveText('10 products found');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/\/search\?q=shirt&sort=priceLowToHigh$/);
  await expect(results(page).getByRole('heading', { level: 2 }).first()).toHaveText(
    'Dino Print Cotton T-Shirt',
  );

  await (await filters(page)).getByRole('checkbox', { name: /^M \(/ }).check();
  await closeFilters(page);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/\/search\?q=shirt&size=M&sort=priceLowToHigh&view=list$/);
  const before = await cardNames(page);

  await page.reload();
  await expect(page).toHaveURL(/\/search\?q=shirt&size=M&sort=priceLowToHigh&view=list$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLowToHigh');
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect((await filters(page)).getByRole('checkbox', { name: /^M \(/ })).toBeChecked();
  await closeFilters(page);
  expect(await cardNames(page)).toEqual(before);
});

test('Back and Forward step through the changes', async ({ page }) => {
  await page.goto('/search?q=shirt');
  await expect(count(page)).toHaveText('10 products found');
  await (await filters(page)).getByRole('checkbox', { name: /^Allen Solly/ }).check();
  await expect(count(page)).toHaveText('1 product found');
  await closeFilters(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
  await expect(page).toHaveURL(/\/search\?q=shirt&brand=Allen%20Solly&sort=rating$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=shirt&brand=Allen%20Solly$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=shirt$/);
  await expect(count(page)).toHaveText('10 products found');
  await expect((await filters(page)).getByRole('checkbox', { name: /^Allen Solly/ })).not.toBeChecked();
  await closeFilters(page);
  await page.goForward();
  await expect(count(page)).toHaveText('1 product found');
});

test("no results: 'No products found', Clear Search returns to 'Start searching'", async ({ page }) => {
  await page.goto('/search?q=zzzzqq');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start searching' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('lipstick');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=lipstick$/);
  await expect(count(page)).toHaveText('2 products found');
});

test('the filter drawer on a phone: Filters button with the active count, focus trapped, Esc closes', async ({
  page,
}) => {
  // The drawer is the panel below 768 px: both projects check it at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?q=shirt&size=M');
  await expect(page.getByRole('complementary')).toBeHidden();
  const button = page.getByRole('button', { name: 'Filters (1 active)' });
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'with the filter drawer open');
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('checkbox', { name: /^Van Heusen/ }).check();
  await expect(dialog.getByRole('button', { name: 'Show 1 product' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toBeFocused();
  await expect(count(page)).toHaveText('1 product found');
});

test('the sidebar on desktop: sections collapse, the brand list scrolls', async ({ page }) => {
  // The sidebar shows from 768 px: both projects check it at desktop width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/search?q=shirt');
  const panel = page.getByRole('complementary').getByRole('region', { name: 'Filters' });
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  const brand = panel.getByRole('group', { name: 'Brand' });
  await expect(brand.getByRole('checkbox')).toHaveCount(36);
  expect(await brand.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await panel.getByRole('button', { name: 'Brand' }).click();
  await expect(panel.getByRole('button', { name: 'Brand' })).toHaveAttribute('aria-expanded', 'false');
  await expect(brand).toBeHidden();
});
