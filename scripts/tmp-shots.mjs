import http from 'node:http';
import { staticHandler } from './static-server.mjs';
import { chromium } from 'playwright-core';
const server = http.createServer(staticHandler('dist'));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const { port } = server.address();
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const width = Number(process.argv[2] ?? 390);
const pages = process.argv.slice(3);
const context = await browser.newContext({ viewport: { width, height: 844 }, serviceWorkers: 'block' });
const page = await context.newPage();
page.on('requestfailed', (r) => console.log('failed', r.url()));
page.on('console', (m) => { if (['error', 'warning'].includes(m.type())) console.log('console', m.type(), m.text()); });
for (const p of pages) {
  const [path, name, full] = p.split('|');
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shot-${name}-${width}.png`, fullPage: full === 'full' });
  console.log('shot', name);
}
await browser.close(); server.close();
