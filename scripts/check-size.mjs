// JavaScript budget: what the home page loads before any interaction, gzip-compressed, must stay
// within the budget. Loads `/` of the built site in Debian Chromium, records every script the page
// fetches until the network is idle, and gzips each from dist/. `node scripts/check-size.mjs [dist]`.
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { staticHandler } from './static-server.mjs';
import { chromium } from 'playwright-core';

const BUDGET_KIB = 130;
const dist = path.resolve(process.argv[2] ?? 'dist');
// The pages the budget holds for: the route table's (src/app/routes.ts `checks.budget`), read
// through the build's prerender bundle.
const routes = createRequire(import.meta.url)('../.prerender/prerender.cjs').CHECKED_PAGES.budget;

const server = http.createServer(staticHandler(dist));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let failed = false;
try {
  for (const route of routes) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const rows = [...scripts].map((p) => {
      const file = path.join(dist, p);
      const raw = fs.readFileSync(file);
      return { file: p, raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length };
    });
    const total = rows.reduce((s, r) => s + r.gzip, 0);
    console.log(`\nJavaScript loaded by ${route} before any interaction:`);
    for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${(r.gzip / 1024).toFixed(1).padStart(7)} KiB gzip  ${(r.raw / 1024).toFixed(1).padStart(7)} KiB raw  ${r.file}`,
      );
    }
    const kib = total / 1024;
    const ok = kib <= BUDGET_KIB;
    console.log(
      `  ${kib.toFixed(1).padStart(7)} KiB gzip in total; budget ${BUDGET_KIB} KiB: ${ok ? 'within' : 'OVER'}`,
    );
    if (!ok) failed = true;
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
