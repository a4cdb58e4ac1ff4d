import { defineConfig, devices } from '@playwright/test';

/** E2E_DIST / E2E_PORT let several builds be tested side by side (default: dist on 4173). */
const DIST = process.env.E2E_DIST ?? 'dist';
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** E2E_CPU_SLOWDOWN=4 slows each test's page as a phone's CPU (e2e/support/shop.ts), and its waits with it. */
const SLOWDOWN = Math.max(1, Number(process.env.E2E_CPU_SLOWDOWN ?? 1));

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000 * SLOWDOWN,
  expect: { timeout: 5_000 * SLOWDOWN },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // In CI a failed test runs once more; one that passes then is flaky, and named as such at the end
  // of the run (e2e/support/flakyReporter.ts: the summary and reports/e2e-flaky.json).
  retries: process.env.CI ? 1 : 0,
  // In CI, beside the list: JUnit for the CI (reports/junit/e2e.xml) and Playwright's HTML report
  // with the traces of what failed (reports/playwright/index.html; .ci/run names it on a failure).
  reporter: process.env.CI
    ? [
        ['list'],
        ['./e2e/support/flakyReporter.ts', { outputFile: 'reports/e2e-flaky.json' }],
        ['junit', { outputFile: 'reports/junit/e2e.xml' }],
        ['html', { open: 'never', outputFolder: 'reports/playwright' }],
      ]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Every test's shopper has answered the first visit's notice ('Allow all'), as a returning
    // shopper has; the notice's own tests start without it (e2e/consent.spec.ts).
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${PORT}`, localStorage: [{ name: 'consent', value: 'all' }] }],
    },
    // Recording a trace costs about a third of a test's CPU, so CI records one only when a test
    // runs again after failing (its retry: a second failure, or a flake, comes with its trace); a run
    // by hand keeps the trace of any failed test (no retries there).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // No service worker but in the tests about it (reliability.spec's offline visit): in a fresh
    // context, each test's first page would install it and precache the whole shop (142 files),
    // about a tenth of the suite's CPU, for tests that never use it.
    serviceWorkers: 'block',
    // A worker's tests share one browser context, reset between them by Playwright: cookies, HTTP
    // cache, localStorage, sessionStorage and IndexedDB cleared and the storage state above
    // restored, service workers unregistered, extra tabs closed, routes and init scripts removed,
    // viewport and emulation re-applied. What that reset leaves (permissions, geolocation,
    // offline) our fixture resets after each test (e2e/support/shop.ts); the tests that attach a
    // CDP session to slow the page opt out. A new context per test cost about a third of the
    // suite's CPU on 2 cores. A test that fails restarts its worker, so its retry and the tests
    // after it start from a new context.
    reuseContext: SLOWDOWN === 1,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No host but the shop's own resolves (this machine has no internet either): a request to
        // any other host fails at once, as a page.route that aborted them did, without routing every
        // request of every test through Playwright (about a tenth of the suite's CPU).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs ${DIST} ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
