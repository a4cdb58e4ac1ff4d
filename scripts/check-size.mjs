// JavaScript budget: what a page loads before any interaction, gzip-compressed, must stay within its
// route's budget. Loads each address of the route table's budget check (src/app/routes.ts
// `checkedPages`: every prerendered route at its first address, and the routes that name one) in
// Debian Chromium, records every script the page fetches until the network is idle, gzips each from
// dist/, and prints a table: route, total, budget, and the files. `node scripts/check-size.mjs [dist]`.
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { staticHandler } from './static-server.mjs';
import { chromium } from 'playwright-core';

const dist = path.resolve(process.argv[2] ?? 'dist');
// The addresses and their limits, read through the build's prerender bundle.
const checks = createRequire(import.meta.url)('../.prerender/prerender.cjs').CHECKED_PAGES.budget;

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

const kib = (bytes) => (bytes / 1024).toFixed(1);
/** `js/main.5b7e9bd6.js` is `main`: the table names chunks, not builds. */
const chunkName = (file) => path.basename(file).replace(/(\.[0-9a-f]{6,8})?\.js$/, '');

/** The scripts a page fetches before any interaction, largest first, with their gzip sizes. */
async function scriptsOf(address) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${address}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return [...scripts]
      .map((file) => ({
        file,
        gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length,
      }))
      .sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

const rows = [];
try {
  for (const { address, kib: budget } of checks) {
    const files = await scriptsOf(address);
    const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
    rows.push({ address, files, total, budget, within: total / 1024 <= budget });
  }
} finally {
  await browser.close();
  server.close();
}

const width = Math.max(...rows.map((row) => row.address.length), 'Route'.length);
console.log('\nJavaScript loaded before any interaction (KiB gzip):\n');
console.log(`${'Route'.padEnd(width)}   Total  Budget          Files`);
for (const { address, files, total, budget, within } of rows) {
  const list = files.map(({ file, gzip }) => `${chunkName(file)} ${kib(gzip)}`).join(', ');
  console.log(
    `${address.padEnd(width)}  ${kib(total).padStart(6)}  ${String(budget).padStart(6)}  ${(within ? 'within' : 'OVER').padEnd(6)}  ${list}`,
  );
}
const over = rows.filter((row) => !row.within);
console.log(
  over.length === 0
    ? `\nEvery route within its budget (${rows.length} routes).`
    : `\nOver budget: ${over.map((row) => row.address).join(', ')}.`,
);
process.exit(over.length === 0 ? 0 : 1);
