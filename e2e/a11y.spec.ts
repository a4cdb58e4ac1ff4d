import type { Page } from '@playwright/test';
import { test, expect, seed, PRIYA, expectNoAxeViolations } from './support/shop';

/**
 * Accessibility (issue 8): axe reports nothing on every route, signed out and signed in, at 1280 px
 * ("desktop" project) and 390 px ("phone" project), and each page has one h1 and the landmarks.
 */
const ROUTES = [
  '/',
  '/women',
  '/men',
  '/kids',
  '/beauty',
  '/sale',
  '/search',
  '/search?q=shirt',
  '/search?q=zzzzqqq',
  '/product/1',
  '/product/45',
  '/cart',
  '/wishlist',
  '/login',
  '/signup',
  '/forgot-password',
  '/contact',
  '/faq',
  '/return-policy',
  '/shipping',
  '/privacy',
  '/terms',
  '/no-such-page',
];
const SIGNED_IN_ONLY = ['/profile', '/orders', '/checkout'];

async function checkPage(page: Page, url: string, who: string) {
  await page.goto(url);
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // The page as the shopper uses it: a prerendered page's controls are disabled (one disabled
  // fieldset, app/boot/hydration.tsx) for the moment it hydrates, and axe counts nothing inside a disabled
  // fieldset as focusable (so the brand list's scrolling region would have no keyboard access).
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  await expectNoAxeViolations(page, `on ${url} (${who})`);
}

test.describe('every route, signed out', () => {
  for (const url of ROUTES) {
    test(`axe: ${url}`, async ({ page }) => {
      await checkPage(page, url, 'guest');
    });
  }
});

test.describe('every route, signed in with a filled cart', () => {
  for (const url of [...ROUTES, ...SIGNED_IN_ONLY]) {
    test(`axe: ${url}`, async ({ page }) => {
      await seed(page, {
        user: PRIYA,
        cart: [
          { id: 1, size: 'S', quantity: 2 },
          { id: 21, size: 'M', quantity: 1 },
        ],
        wishlist: [2, 56],
      });
      await checkPage(page, url, 'signed in');
    });
  }
});

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/women');
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('a route change moves focus to the new h1 and sets the title', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('main h1')).toBeVisible();
  // A route change is the app's: a press before it is ready follows the link as a page load.
  await expect(page.locator('#root')).toHaveAttribute('data-ready', '');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping' }).click();
  await expect(page).toHaveTitle('Shipping — Rangoli');
  await expect(page.locator('main h1')).toBeFocused();
});
