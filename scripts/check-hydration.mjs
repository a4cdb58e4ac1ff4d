// Hydration check: production React keeps whatever the prerendered HTML says when the browser's
// first render differs from it (a class name, a text), silently. React's development build reports
// every such mismatch. This builds the app and the prerender in development mode into
// .tmp/hydration/ (webpack --env hydrationCheck), prerenders, loads the prerendered pages in Debian
// Chromium at a desktop and a phone width, as a guest and as a returning shopper, and fails on any
// console error or warning. The pages: every prerendered route of the table, at its first address,
// unless the route opts out (src/app/routes.ts `checks.hydration`). Usage: npm run check:hydration
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { staticHandler } from './static-server.mjs';

// Where the development build goes: the site, and its prerender bundle beside it (webpack.config.ts).
const DIST = path.resolve('.tmp/hydration/dist');
const BUNDLE = `${DIST}.prerender/prerender.cjs`;

execFileSync(
  'npx',
  ['webpack', '--mode', 'development', '--env', 'hydrationCheck', '--env', `dist=${DIST}`],
  {
    stdio: 'inherit',
  },
);
execFileSync(process.execPath, ['-r', 'esbuild-register', 'scripts/prerender.ts', DIST], {
  env: { ...process.env, PRERENDER_BUNDLE: BUNDLE },
  stdio: 'inherit',
});
// The pages to check: the route table's (src/app/routes.ts `checkedPages`), through the bundle.
const ROUTES = createRequire(import.meta.url)(BUNDLE).CHECKED_PAGES.hydration;

const site = http.createServer(staticHandler(DIST));
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
const { port } = site.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const returningUser = JSON.stringify({
  user: JSON.stringify({ id: 'u1', name: 'Asha Rao', email: 'asha@example.com', phone: '', address: '' }),
  remember: 'true',
  _persist: JSON.stringify({ version: 1, rehydrated: true }),
});
const problems = [];
try {
  for (const width of [1280, 390]) {
    for (const shopper of ['guest', 'returning']) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
      // The category photos' host: no external service at test time (the tiles show their artwork).
      await context.route('https://images.unsplash.com/**', (route) => route.abort());
      if (shopper === 'returning') {
        // eslint-disable-next-line no-restricted-globals -- run in the page
        await context.addInitScript((user) => localStorage.setItem('user', user), returningUser);
      }
      const page = await context.newPage();
      let route = '';
      page.on('console', (message) => {
        if (!['error', 'warning'].includes(message.type())) return;
        if (/Failed to load resource/.test(message.text())) return; // the blocked photo host
        problems.push(`${route} (${width} px, ${shopper}): ${message.text().slice(0, 500)}`);
      });
      page.on('pageerror', (error) => problems.push(`${route} (${width} px, ${shopper}): ${error.message}`));
      for (route of ROUTES) {
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
        // Every prerendered part hydrated, not only the controls working (app/boot: AppReady).
        // eslint-disable-next-line no-restricted-globals -- run in the page
        await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
        await page.waitForTimeout(300);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  site.close();
}
if (problems.length > 0) {
  console.error(`Hydration problems:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `Hydrated ${ROUTES.length} prerendered pages at 1280 and 390 px, as a guest and returning: no mismatch.`,
);
