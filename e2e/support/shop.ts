import { expect, test as base, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The sample shopper of decisions.md, as stored under the `user` key. */
export const PRIYA = {
  id: 'sample-priya',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '14 Park Street, Kolkata 700016',
};

const PERSIST = JSON.stringify({ version: 1, rehydrated: true });

/** The sample profile's address book, as sign-in gives it (issue 17). */
export const PRIYA_HOME = {
  id: 'address-home',
  label: 'Home',
  name: 'Priya Sharma',
  phone: '+91 98765 43210',
  address: '14 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  pincode: '700016',
};

export interface Seed {
  user?: typeof PRIYA & { addresses?: (typeof PRIYA_HOME)[]; defaultAddressId?: string };
  cart?: { id: number; size: string; quantity: number }[];
  /** Saved ids (stored as version 1, which the shop migrates), or ids with the price each was saved at. */
  wishlist?: number[] | { ids: number[]; savedPrices: Record<number, number> };
  /** The `preferences` key: pincode, recently viewed, my sizes, back-in-stock alerts. */
  preferences?: {
    pincode?: string | null;
    recentlyViewed?: number[];
    mySizes?: Record<string, string>;
    stockAlerts?: { productId: number; size: string }[];
  };
}

/** Seeds storage once, before the first page of the test loads (not again on reloads). */
export async function seed(page: Page, { user, cart, wishlist, preferences }: Seed): Promise<void> {
  await page.addInitScript(
    ({ user, cart, wishlist, preferences, persist }) => {
      try {
        if (window.location.origin === 'null' || sessionStorage.getItem('e2e-seeded')) return;
      } catch {
        return;
      }
      sessionStorage.setItem('e2e-seeded', '1');
      /** redux-persist's format: each field its own JSON string, plus `_persist`. */
      const stored = (fields: Record<string, unknown>, version = 1) =>
        JSON.stringify({
          ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])),
          _persist: version === 1 ? persist : JSON.stringify({ version, rehydrated: true }),
        });
      if (user) localStorage.setItem('user', stored({ user, remember: true }));
      if (cart) localStorage.setItem('cart', stored({ lines: cart }));
      if (wishlist)
        localStorage.setItem(
          'wishlist',
          Array.isArray(wishlist) ? stored({ ids: wishlist }) : stored({ ...wishlist }, 2),
        );
      if (preferences) localStorage.setItem('preferences', stored({ ...preferences }));
    },
    { user, cart, wishlist, preferences, persist: PERSIST },
  );
}

/** On the sign-in page: signs in as a shopper (any email, a 6+ character password), Remember me on or off. */
export async function signInOnPage(page: Page, { remember = true } = {}): Promise<void> {
  await page.getByLabel('Email').fill('meera@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  if (!remember) await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * What a test's console may say that is no problem: failed external image loads (no internet here,
 * the shop's bundled fallbacks show), and Playwright's note that it blocked the service worker
 * (playwright.config.ts: blocked but where a test is about it).
 */
export const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';
export const EXPECTED_NOISE = new RegExp(
  `ERR_INTERNET_DISCONNECTED|Failed to load resource|${SERVICE_WORKER_BLOCKED}`,
);

/** axe-core with the WCAG 2.0/2.1/2.2 A and AA rules and best practices. */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  // Legacy mode: axe runs in the page itself, not also in a blank page it opens to merge the
  // frames' results (the shop has no frames). It halves axe's time: about 1 s less a page.
  // resultTypes: every rule still runs on every node, and each violation comes with all of its
  // nodes; the passing, incomplete and inapplicable results come back with one node each, not the
  // whole page's (about a quarter of axe's time on a listing, and a far smaller answer over CDP).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * A test that fails on any console error or warning or uncaught page error. External hosts are
 * unreachable (as on this machine; playwright.config.ts resolves no host but the shop's), so the
 * shop's bundled fallbacks are what shows.
 */
export const test = base.extend<{ consoleProblems: string[]; resetWhatReuseKeeps: void }>({
  // The context is reused between a worker's tests (playwright.config.ts `reuseContext`), and
  // Playwright's reset leaves what a test changed at run time: put back as a new context has it.
  resetWhatReuseKeeps: [
    async ({ context }, use) => {
      await use();
      await context.setOffline(false);
      await context.clearPermissions();
      await context.setGeolocation(null);
    },
    { auto: true },
  ],
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      // E2E_CPU_SLOWDOWN=4: the page's CPU slowed as a phone's (hunting for races of the first load).
      const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
      if (slowdown > 1)
        await (
          await page.context().newCDPSession(page)
        ).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await use(problems);
      const real = problems.filter((p) => !EXPECTED_NOISE.test(p));
      expect(real, 'console errors, warnings or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
