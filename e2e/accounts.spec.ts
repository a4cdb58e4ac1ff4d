import { expect, test, type Page } from '@playwright/test';
import { SERVICE_WORKER_BLOCKED, signInOnPage } from './support/shop';

/**
 * Accounts and contact journeys (issue 6), run at 1280px ("desktop") and 390px ("phone").
 * Every test fails on a console error or warning, or an uncaught page error.
 */

const PRIYA = {
  id: 'sample-priya',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '14 Park Street, Kolkata 700016',
};

// A 1x1 transparent PNG: stands in for the external category images (this machine has no internet).
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let problems: string[] = [];

test.beforeEach(async ({ context, page }) => {
  problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // On the context, so the service worker's own fetches are answered too.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
});

test.afterEach(() => {
  expect(
    problems.filter((p) => !p.includes(SERVICE_WORKER_BLOCKED)),
    'console errors, warnings or page errors',
  ).toEqual([]);
});

/** Seeds storage once, before the first page of the test loads (not again on reloads). */
async function seed(page: Page, { user, cart }: { user?: typeof PRIYA; cart?: boolean }) {
  await page.addInitScript(
    ({ user, cart }) => {
      // Init scripts also run in frames without storage access (about:blank): skip those.
      try {
        if (window.location.origin === 'null' || sessionStorage.getItem('e2e-seeded')) return;
      } catch {
        return;
      }
      sessionStorage.setItem('e2e-seeded', '1');
      const persist = JSON.stringify({ version: 1, rehydrated: true });
      if (user) {
        localStorage.setItem(
          'user',
          JSON.stringify({ user: JSON.stringify(user), remember: 'true', _persist: persist }),
        );
      }
      if (cart) {
        localStorage.setItem(
          'cart',
          JSON.stringify({ lines: JSON.stringify([{ id: 1, size: 'S', quantity: 1 }]), _persist: persist }),
        );
      }
    },
    { user, cart },
  );
}

const accountButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('sign up, then sign out with the keyboard through the account menu', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  // Submitting empty shows every message and focuses the first field.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please accept the Terms of Use to create an account')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();

  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByLabel('Phone').fill('+91 98200 12345');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Confirm Password').fill('secret1');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Use' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'Account: Asha')).toBeVisible();

  // Stored, without any password.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).toContain('Asha Rao');
  expect(stored).not.toContain('secret1');

  // Keyboard: open with Enter, the full name labels the menu, End to Logout, Enter.
  await accountButton(page, 'Account: Asha').focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Asha Rao' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(accountButton(page, 'Account: Asha')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(accountButton(page, 'Account')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // redux-persist writes after the state changes: the removal reaches storage a moment later.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('user') ?? sessionStorage.getItem('user')))
    .toBeNull();
});

test('a guest sent from checkout signs in and lands back on checkout', async ({ page }) => {
  await seed(page, { cart: true });
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();

  await page.getByLabel('Email').fill('meera@example.com');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(accountButton(page, 'Account: Priya')).toBeVisible();

  const stored = await page.evaluate(() => localStorage.getItem('user') ?? '');
  expect(stored).toContain('meera@example.com');
  expect(stored).not.toContain('secret1');
  // Back does not return to the sign-in form.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('with Remember me off the shopper is kept in sessionStorage only', async ({ page }) => {
  await page.goto('/login');
  await signInOnPage(page, { remember: false });
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'Account: Priya')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toContain('meera@example.com');
});

test('the account menu: guest items, mouse, click outside, and it fits the screen', async ({ page }) => {
  await page.goto('/contact');
  const button = accountButton(page, 'Account');
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['Login', 'Sign Up']);
  const box = await page.getByRole('menu').boundingBox();
  const width = page.viewportSize()!.width;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);

  await page.getByRole('heading', { level: 1, name: 'Contact us' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  await page.getByRole('menuitem', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('menu')).toBeHidden();
});

test('edit the profile: cancel restores, save validates, toasts and persists', async ({ page }) => {
  await seed(page, { user: PRIYA });
  await page.goto('/');
  await accountButton(page, 'Account: Priya').click();
  await expect(page.getByRole('menu', { name: 'Priya Sharma' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(PRIYA.address)).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Priya Sharma')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeHidden();

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Priya Sharma');
  await page.getByLabel('Name').fill('Priya Sen');
  await page.getByLabel('Phone').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByLabel('Phone')).toBeFocused();
  await page.getByLabel('Phone').fill('98300 11111');
  await page.getByLabel('Address').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(page.getByText('Priya Sen')).toBeVisible();
  await expect(page.getByText('Not added yet')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Priya Sen')).toBeVisible();
  await expect(page.getByText('98300 11111')).toBeVisible();
  await expect(accountButton(page, 'Account: Priya')).toBeVisible();

  // Logging out from a signed-in-only page goes home (not to the sign-in form).
  await accountButton(page, 'Account: Priya').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page, 'Account')).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('the contact page: details, messages, sending, thanks and a cleared form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Get in touch' });
  await expect(details.getByText('Mon-Fri')).toBeVisible();
  await expect(details.getByText('9:00 AM-6:00 PM')).toBeVisible();
  await expect(details.getByText('Closed')).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();

  await page.getByLabel('Name').fill('Ravi Kumar');
  await page.getByLabel('Email').fill('ravi@example');
  await page.getByLabel('Message').fill('Do you ship to Pune?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill('ravi@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your message! We will get back to you soon.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('forgot password: the email rules, sending, then the answer', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('priya@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for this email, we have sent a reset link.' }),
  ).toBeVisible();
});
