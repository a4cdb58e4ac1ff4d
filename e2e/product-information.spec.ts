import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/shop';

/**
 * What an Indian shop must tell its shoppers (issue 35): 'Product information' on every product
 * page, a definition list of the country of origin, who made or imported (and packed) it, the net
 * quantity, the care label or the pack's dates and ingredients, the seller and the return window.
 * Run at 1280 px ("desktop") and 390 px ("phone"); every test fails on a console error or warning.
 */

/** The section and its rows, term → value. */
async function information(page: Page): Promise<{ section: Locator; rows: Record<string, string> }> {
  const section = page.getByRole('region', { name: 'Product information' });
  await expect(section.getByRole('heading', { level: 2, name: 'Product information' })).toBeVisible();
  const rows = await section
    .locator('dl > div')
    .evaluateAll((divs) =>
      divs.map((div) => [div.querySelector('dt')!.textContent!, div.querySelector('dd')!.textContent!]),
    );
  return { section, rows: Object.fromEntries(rows) };
}

test('a beauty product shows every fact of its pack, and the Returns row links to the Return Policy', async ({
  page,
}) => {
  // Mamaearth's face wash: made in India by its manufacturer, packed by a contract packer.
  await page.goto('/product/62');
  const { section, rows } = await information(page);
  expect(Object.keys(rows)).toEqual([
    'Country of origin',
    'Manufacturer',
    'Packer',
    'Net quantity',
    'Manufactured',
    'Best before',
    'Ingredients',
    'Sold by',
    'Returns',
  ]);
  expect(rows['Country of origin']).toBe('India');
  expect(rows['Manufacturer']).toMatch(/^Verdant Naturals Private Limited.*Gurugram 122015, Haryana$/);
  expect(rows['Packer']).toMatch(/^Shivalik Contract Packers LLP.*Himachal Pradesh$/);
  expect(rows['Net quantity']).toBe('120 ml');
  expect(rows['Manufactured']).toBe('September 2026');
  expect(rows['Best before']).toBe('Use within 24 months of manufacture');
  expect(rows['Ingredients']).toMatch(/^Aqua, .*Melaleuca Alternifolia \(Tea Tree\) Leaf Oil/);
  expect(rows['Sold by']).toBe('Rangoli Retail Private Limited, Mumbai');
  expect(rows['Returns']).toMatch(/^Return or exchange within 30 days of delivery if unopened/);
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  await expectNoAxeViolations(page, 'on /product/62');

  // The link works once the page has hydrated, as any link of the page.
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  await section.getByRole('link', { name: 'Return Policy' }).click();
  await expect(page).toHaveURL(/\/return-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
});

test('an imported beauty product names its importer, and no packer', async ({ page }) => {
  await page.goto('/product/59');
  const { rows } = await information(page);
  expect(rows['Country of origin']).toBe('France');
  expect(rows['Importer']).toMatch(/^Lumière Cosmetics India Private Limited.*Mumbai 400013, Maharashtra$/);
  expect(rows).not.toHaveProperty('Manufacturer');
  expect(rows).not.toHaveProperty('Packer');
  expect(rows['Net quantity']).toBe('30 ml');
  expect(rows['Manufactured']).toBe('May 2026');
  expect(rows['Best before']).toBe('Use within 30 months of manufacture');
  expect(rows['Ingredients']).toMatch(/Sodium Hyaluronate/);
});

test('a garment of an Indian brand names its manufacturer; an imported one its importer', async ({
  page,
}) => {
  await page.goto('/product/1');
  let { section, rows } = await information(page);
  expect(rows).toEqual({
    'Country of origin': 'India',
    Manufacturer:
      'Rangmanch Apparels Private LimitedPlot 112, Sector 8, IMT Manesar, Gurugram 122052, Haryana',
    'Net quantity': '1 N',
    Care: 'Dry clean only',
    'Sold by': 'Rangoli Retail Private Limited, Mumbai',
    Returns: 'Return or exchange within 30 days of delivery. Return Policy',
  });
  await expect(section.getByRole('link', { name: 'Return Policy' })).toHaveAttribute(
    'href',
    '/return-policy',
  );
  await expectNoAxeViolations(page, 'on /product/1');

  // Zara's trousers, made in Turkey: the Indian importer, never a manufacturer.
  await page.goto('/product/10');
  ({ section, rows } = await information(page));
  expect(rows['Country of origin']).toBe('Turkey');
  expect(rows['Importer']).toMatch(/^Castellana Retail India Private Limited.*Maharashtra$/);
  expect(rows).not.toHaveProperty('Manufacturer');
  expect(rows['Net quantity']).toBe('1 N');
  expect(rows['Care']).toBe('Machine wash cold, gentle cycle; warm iron');
  await expect(section.getByRole('link', { name: 'Return Policy' })).toHaveAttribute(
    'href',
    '/return-policy',
  );

  // A set is sold as one set.
  await page.goto('/product/4');
  ({ rows } = await information(page));
  expect(rows['Net quantity']).toBe('1 set');
});

test('the section comes after the details and before Customer Reviews, and fits the screen', async ({
  page,
}) => {
  await page.goto('/product/62');
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  const at = headings.indexOf('Product information');
  expect(at).toBeGreaterThanOrEqual(0);
  expect(headings.indexOf('Customer Reviews')).toBe(at + 1);
  // Nothing of the list is wider than the page (the long ingredients and addresses wrap).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Another product opened inside the app (not a prerendered page): its section comes with it.
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  const related = page.getByRole('region', { name: 'You May Also Like' });
  const next = related.getByRole('link').first();
  const href = await next.getAttribute('href');
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const { rows } = await information(page);
  expect(rows['Sold by']).toBe('Rangoli Retail Private Limited, Mumbai');
});
