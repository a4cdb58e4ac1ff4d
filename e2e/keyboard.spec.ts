import type { Page } from '@playwright/test';
import { test, expect, seed, PRIYA, expectNoAxeViolations } from './support/shop';

/**
 * Keyboard and accessibility in states (issue 8), at 1280 px ("desktop") and 390 px ("phone"):
 * a whole purchase with the keyboard alone (one per payment method), axe on the checkout steps,
 * forms showing errors, open menus and drawers, and the account menu's keys. Every test fails on
 * a console error or warning.
 */

const isPhone = () => test.info().project.name === 'phone';

/** What the focused element is: its role (explicit or implied), a simple accessible name, its href. */
interface Focused {
  role: string;
  name: string;
  href: string;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { role: '', name: '', href: '' };
    const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    let name = el.getAttribute('aria-label') ?? '';
    const labelledBy = el.getAttribute('aria-labelledby');
    if (!name && labelledBy) {
      name = labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    }
    const labels = (el as HTMLInputElement).labels;
    if (!name && labels && labels.length > 0) name = Array.from(labels, (l) => l.textContent).join(' ');
    if (!name) name = el.textContent ?? '';
    const tag = el.tagName.toLowerCase();
    const type = el.getAttribute('type') ?? '';
    const implied: Record<string, string> = {
      a: 'link',
      button: 'button',
      select: 'combobox',
      textarea: 'textbox',
      input:
        ({ checkbox: 'checkbox', radio: 'radio', range: 'slider' } as Record<string, string>)[type] ??
        'textbox',
    };
    return {
      role: el.getAttribute('role') ?? implied[tag] ?? tag,
      name: clean(name),
      href: el.getAttribute('href') ?? '',
    };
  });
}

interface Target {
  role: string;
  name?: string | RegExp;
  href?: RegExp;
}

const matches = (f: Focused, t: Target) =>
  f.role === t.role &&
  (t.name === undefined || (typeof t.name === 'string' ? f.name === t.name : t.name.test(f.name))) &&
  (t.href === undefined || t.href.test(f.href));

const describeTarget = (t: Target) =>
  `${t.role}${t.name !== undefined ? ` "${String(t.name)}"` : ''}${t.href ? ` to ${String(t.href)}` : ''}`;

/**
 * Presses Tab (or Shift+Tab) until the focused element is the target, up to `max` presses; fails
 * with the elements it passed if the target is never reached (unreachable by keyboard). It walks
 * once the app is ready (`#root[data-ready]`): until a prerendered page has hydrated its controls
 * are disabled, and Tab passes over them.
 */
async function tabTo(page: Page, target: Target, { back = false, max = 80 } = {}): Promise<void> {
  await page.locator('#root[data-ready]').waitFor({ state: 'attached' });
  const passed: string[] = [];
  for (let i = 0; i <= max; i += 1) {
    const now = await focused(page);
    if (matches(now, target)) return;
    passed.push(`${now.role}:${now.name.slice(0, 40)}`);
    if (i < max) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${back ? 'Shift+Tab' : 'Tab'} did not reach ${describeTarget(target)} in ${max} presses. Passed: ${passed
      .slice(-25)
      .join(' | ')}`,
  );
}

/**
 * The focused element shows a focus indicator: an outline or a box shadow on it, or an outline on a
 * close wrapper (a search box draws its ring with :focus-within around the input and its button).
 */
async function expectFocusIndicator(page: Page, what: string) {
  const shown = await page.evaluate(() => {
    const hasOutline = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && s.outlineWidth !== '0px';
    let el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const own = getComputedStyle(el);
    if (hasOutline(own) || own.boxShadow !== 'none') return true;
    for (let up = 0; up < 3 && el; up += 1) {
      el = el.parentElement;
      if (el && hasOutline(getComputedStyle(el))) return true;
    }
    return false;
  });
  expect(shown, `a visible focus indicator on ${what}`).toBe(true);
}

const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Checkout progress' }).locator('li[aria-current="step"]');

const METHODS = [
  { label: 'Card', arrows: 0, summary: 'Card ending 1234' },
  { label: 'UPI', arrows: 1, summary: 'UPI: priya@okaxis' },
  { label: 'Cash on Delivery', arrows: 2, summary: 'Cash on Delivery' },
] as const;

test.describe('a purchase with the keyboard alone', () => {
  for (const method of METHODS) {
    test(`search, filter, size, cart, checkout paying by ${method.label}`, async ({ page }) => {
      test.setTimeout(90_000);
      await seed(page, { user: PRIYA });
      await page.goto('/');
      await expect(page.locator('main h1')).toBeVisible();

      // Search from the header box.
      await tabTo(page, { role: 'combobox', name: 'Search' });
      await expectFocusIndicator(page, 'the search box');
      await page.keyboard.type('kurta');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=kurta$/);
      await expect(page.getByText(/^\d+ products? found$/)).toHaveText('8 products found');

      // A price quick pick (in the drawer on a phone).
      if (isPhone()) {
        await tabTo(page, { role: 'button', name: /^Filters/ });
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      }
      await tabTo(page, { role: 'button', name: /^Under ₹1,000 \(\d+\)$/ });
      await expectFocusIndicator(page, 'the quick pick');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/minPrice=0&maxPrice=1000/);
      if (isPhone()) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
      }

      // The first product in the results.
      await tabTo(page, { role: 'link', href: /^\/product\/\d+$/ });
      const href = (await focused(page)).href;
      await expectFocusIndicator(page, 'a product link');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('main h1')).toBeVisible();

      // A size, then Add to Cart.
      await tabTo(page, {
        role: 'button',
        name: /^(XXS|XS|S|M|L|XL|XXL|XXXL|Free Size|One Size|\d+|\d+-\d+Y)$/,
      });
      await expectFocusIndicator(page, 'a size toggle');
      await page.keyboard.press('Space');
      await expect(
        page.getByRole('group', { name: 'Select Size' }).locator('[aria-pressed="true"]'),
      ).toHaveCount(1);
      await tabTo(page, { role: 'button', name: 'Add to Cart' });
      await page.keyboard.press('Enter');
      await expect(page.getByText('Product added to cart!')).toBeVisible();

      // Back up to the header's cart link, then checkout.
      await tabTo(page, { role: 'link', name: 'Cart, 1 item' }, { back: true });
      await expectFocusIndicator(page, 'the cart link');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/cart$/);
      await tabTo(page, { role: 'link', name: 'Proceed to Checkout' });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(currentStep(page)).toContainText('Shipping');

      // Shipping: the profile filled Name, Email, Phone and Address; type City, State, Pincode.
      await tabTo(page, { role: 'textbox', name: /^City/ });
      await expectFocusIndicator(page, 'the City field');
      await page.keyboard.type('Kolkata');
      await tabTo(page, { role: 'combobox', name: /^State/ });
      await page.keyboard.type('West');
      await expect(page.getByLabel(/^State/)).toHaveValue('West Bengal');
      await tabTo(page, { role: 'textbox', name: /^Pincode/ });
      await page.keyboard.type('700016');
      await tabTo(page, { role: 'button', name: 'Continue to Payment' });
      await page.keyboard.press('Enter');
      await expect(currentStep(page)).toContainText('Payment');

      // Payment: Card is chosen; the arrow keys move through the radio group.
      await tabTo(page, { role: 'radio', name: 'Card' });
      await expectFocusIndicator(page, 'the Card radio');
      for (let i = 0; i < method.arrows; i += 1) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: method.label })).toBeChecked();
      await expect(page.getByRole('radio', { name: method.label })).toBeFocused();
      if (method.label === 'Card') {
        await tabTo(page, { role: 'textbox', name: /^Card Number/ });
        await page.keyboard.type('4111111111131234');
        await tabTo(page, { role: 'textbox', name: /^Expiry Date/ });
        await page.keyboard.type('1299');
        await tabTo(page, { role: 'textbox', name: /^CVV/ });
        await page.keyboard.type('123');
        await tabTo(page, { role: 'textbox', name: /^Cardholder Name/ });
        await page.keyboard.type('Priya Sharma');
      }
      if (method.label === 'UPI') {
        await tabTo(page, { role: 'textbox', name: /^UPI ID/ });
        await page.keyboard.type('priya@okaxis');
      }
      await tabTo(page, { role: 'button', name: 'Continue to Review' });
      await page.keyboard.press('Enter');
      await expect(currentStep(page)).toContainText('Review');
      await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText(method.summary);
      await expect(page.getByRole('region', { name: 'Shipping Address' })).toContainText(
        'Kolkata, West Bengal 700016',
      );

      await tabTo(page, { role: 'button', name: 'Place Order' });
      await expectFocusIndicator(page, 'Place Order');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/orders$/);
      await expect(page.getByText('Order placed successfully!')).toBeVisible();
      const order = page.getByRole('article', { name: 'Order ORD-004' });
      await expect(order).toContainText('Processing');
      await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    });
  }
});

test.describe('axe in states', () => {
  test('each checkout step, Card chosen on Payment', async ({ page }) => {
    await seed(page, { user: PRIYA, cart: [{ id: 1, size: 'M', quantity: 1 }] });
    await page.goto('/checkout');
    await expect(currentStep(page)).toContainText('Shipping');
    await expectNoAxeViolations(page, 'on the Shipping step');
    await page.getByLabel(/^City/).fill('Kolkata');
    await page.getByLabel(/^State/).selectOption('West Bengal');
    await page.getByLabel(/^Pincode/).fill('700016');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(currentStep(page)).toContainText('Payment');
    await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expectNoAxeViolations(page, 'on the Payment step');
    await page.getByLabel(/^Card Number/).pressSequentially('4111111111131234');
    await page.getByLabel(/^Expiry Date/).pressSequentially('1299');
    await page.getByLabel(/^CVV/).pressSequentially('123');
    await page.getByLabel(/^Cardholder Name/).fill('Priya Sharma');
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(currentStep(page)).toContainText('Review');
    await expectNoAxeViolations(page, 'on the Review step');
  });

  test('the shipping form showing errors', async ({ page }) => {
    await seed(page, { user: PRIYA, cart: [{ id: 1, size: 'M', quantity: 1 }] });
    await page.goto('/checkout');
    await page.getByLabel(/^Name/).fill('');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^City/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Name/)).toBeFocused();
    await expectNoAxeViolations(page, 'on the shipping form with errors');
  });

  test('the login form showing errors', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'on the login form with errors');
  });

  test('the account menu open', async ({ page }) => {
    await seed(page, { user: PRIYA });
    await page.goto('/');
    // press() does not wait for the control to be usable (the prerendered page's are disabled until it has hydrated).
    const account = page.getByRole('button', { name: 'Account: Priya' });
    await expect(account).toBeEnabled();
    await account.press('Enter');
    await expect(page.getByRole('menu', { name: 'Priya Sharma' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the account menu open');
  });

  test('the mobile menu drawer open at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the mobile menu open');
  });

  test('the filter drawer open on /women at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/women');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the filter drawer open on /women');
  });
});

test('the account menu: Enter opens it, ArrowDown moves, Esc closes and returns focus', async ({ page }) => {
  await seed(page, { user: PRIYA });
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await tabTo(page, { role: 'button', name: 'Account: Priya' });
  await expectFocusIndicator(page, 'the account button');
  const button = page.getByRole('button', { name: 'Account: Priya' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Priya Sharma' });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Orders' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
