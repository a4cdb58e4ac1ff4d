import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/shop';

/**
 * The first visit's notice (issue 35, point 4). These shoppers start with nothing stored, the
 * choice included (the other specs' shoppers have answered it: playwright.config.ts).
 */
test.use({ storageState: { cookies: [], origins: [] } });

const notice = (page: Page) => page.getByRole('region', { name: 'Your data on this device' });
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Layout shifts since the page began (PerformanceObserver, as Lighthouse counts them). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

test('a first visit: the notice in the page, after the header, moving nothing and covering nothing', async ({
  page,
}) => {
  const shifts = await watchShifts(page);
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  expect(await notice(page).evaluate((el) => el.tagName)).toBe('SECTION');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(notice(page).getByText('Nothing you do here leaves this device.')).toBeVisible();
  await expect(
    notice(page).getByRole('list', { name: 'Optional, to make shopping easier' }).getByRole('listitem'),
  ).toHaveText([
    'Products you viewed recently',
    'Your sizes',
    'Back-in-stock alerts',
    'Your delivery pincode',
  ]);
  await expect(notice(page).getByRole('checkbox')).toHaveCount(0);

  // In the page's flow below the header: no link or button of the first screen lies under it.
  const box = (await notice(page).boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  const covered = await page.evaluate(
    ({ top, bottom }) =>
      [...document.querySelectorAll('a, button, input')]
        .filter((el) => !el.closest('section[aria-labelledby="consent-title"]'))
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.top < innerHeight && r.bottom > top && r.top < bottom).length,
    { top: box.y, bottom: box.y + box.height },
  );
  expect(covered).toBe(0);

  // Tab order: the skip link, the header, then the notice.
  const allowAll = notice(page).getByRole('button', { name: 'Allow all' });
  const order = await page.evaluate(() => {
    const focusable = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
    ].filter((el) => el.tabIndex >= 0 && !el.closest('[hidden]') && el.getClientRects().length > 0);
    const place = (el: Element | null) => focusable.indexOf(el as HTMLElement);
    return {
      skip: place(document.querySelector('a[href="#main"]')),
      lastOfHeader: Math.max(...focusable.filter((el) => el.closest('header')).map(place)),
      allowAll: place(
        [...document.querySelectorAll('button')].find((b) => b.textContent === 'Allow all') ?? null,
      ),
      firstOfMain: Math.min(...focusable.filter((el) => el.closest('main')).map(place)),
    };
  });
  expect(order.skip).toBe(0);
  expect(order.allowAll).toBeGreaterThan(order.lastOfHeader);
  expect(order.allowAll).toBeLessThan(order.firstOfMain);
  await expect(allowAll).toBeVisible();
  await expectNoAxeViolations(page, 'with the notice shown');
  expect(await shifts()).toBe(0);
});

for (const { address, title } of [
  { address: '/', title: 'Your data on this device' },
  { address: '/hi/', title: 'इस डिवाइस पर आपका डेटा' },
]) {
  test(`a first visit to ${address}: the notice fits the room kept for it, without an empty band below it`, async ({
    page,
  }) => {
    await page.goto(address);
    const region = page.getByRole('region', { name: title });
    await expect(region).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // The room (the notice's height, its min-height the layout's room) and what its words take.
    const { room, words } = await region.evaluate((el: HTMLElement) => {
      const kept = el.getBoundingClientRect().height;
      el.style.minHeight = '0px';
      const natural = el.getBoundingClientRect().height;
      el.style.minHeight = '';
      return { room: kept, words: natural };
    });
    // Taller words would push the page down as the notice arrives; a room much taller, a blank band.
    expect(words).toBeLessThanOrEqual(room);
    expect(room - words).toBeLessThanOrEqual(40);
  });
}

test('a first visit to a page the browser renders (the SPA shell): the notice, no layout shift, no CSP error', async ({
  page,
}) => {
  const shifts = await watchShifts(page);
  await page.goto('/search?q=shirt');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-consent-pending', '');
  expect(await shifts()).toBe(0);
});

test("'Only what is needed': nothing optional kept or shown, and the notice never comes back", async ({
  page,
}) => {
  await page.goto('/product/1');
  await notice(page).getByRole('button', { name: 'Only what is needed' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  expect(await stored(page, 'consent')).toBe('necessary');

  // The delivery check still answers, for this page only.
  await page.getByLabel('Pincode').fill('700016');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/Deliver to 700016/)).toBeVisible();
  // No sizes to save, no alerts to set.
  await page.getByRole('button', { name: 'Size guide' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Size guide' }).getByRole('button', { name: /as my size$/ }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/product/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  await expect(notice(page)).toHaveCount(0);
  expect(await stored(page, 'preferences')).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('preferences'))).toBeNull();
});

test("'Allow all': recently viewed is kept and shown, and a reload shows no notice", async ({ page }) => {
  await page.goto('/product/1');
  await notice(page).getByRole('button', { name: 'Allow all' }).click();
  await expect(notice(page)).toHaveCount(0);
  expect(await stored(page, 'consent')).toBe('all');
  await expect.poll(() => stored(page, 'preferences')).toContain('recentlyViewed');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test("two tabs: the choice made in one is the other's at once, and the other keeps nothing optional", async ({
  page,
  context,
}) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/product/3');
  await expect(notice(other)).toBeVisible();

  await notice(page).getByRole('button', { name: 'Only what is needed' }).click();
  await expect(notice(other)).toHaveCount(0);
  await other.goto('/product/4');
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  expect(await stored(other, 'preferences')).toBeNull();
  expect(await stored(other, 'consent')).toBe('necessary');
});

test('no consent is given in advance: the newsletter, the sign-up and the Privacy Centre start unticked', async ({
  page,
}) => {
  await page.goto('/');
  const newsletter = page.getByRole('form', { name: 'Newsletter sign-up' });
  await expect(newsletter).toBeVisible();
  await expect(newsletter.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'I agree to the Terms of Use' })).not.toBeChecked();
  await expect(page.locator('main').getByRole('checkbox', { checked: true })).toHaveCount(0);

  // Before any choice nothing optional is kept: every switch is off, and turning one on allows that
  // kind alone.
  await page.goto('/privacy-centre');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Centre' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(4);
  await expect(page.getByRole('switch', { checked: true })).toHaveCount(0);
  await page.getByRole('switch', { name: 'My sizes' }).click();
  await expect(page.getByRole('switch', { name: 'My sizes' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { checked: true })).toHaveCount(1);
  expect(await stored(page, 'consent')).toBe('mySizes');
});
