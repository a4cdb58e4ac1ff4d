// Lighthouse against the floor: serves our dist/ and the floor app (../shared/perf/floor-dist), runs
// Lighthouse (mobile preset, simulated throttling) in Debian Chromium on each route of ours, each paired
// with a run of the floor in alternation, and prints performance, LCP, TBT, CLS and the gap to the floor.
// Fails when a route is more than MAX_GAP points under the floor's score, accessibility or best practices
// are under 100, SEO under 90, or CLS over 0.02.
// Prints the floor's TBT beside ours, and a note where ours is over TARGET_TBT_RATIO times the floor's
// (issue 33's target; a note, not a failure: at a raised CPU multiplier the floor's own TBT moves by
// ±30% from one run to the next on this host). --cpu N raises Lighthouse's simulated CPU slowdown
// (its mobile preset's is 4), to see what a slower host sees.
// Usage: node scripts/lighthouse.mjs [--runs N] [--route /address] [--cpu N] [--dist dist] [--floor ../shared/perf/floor-dist] (or FLOOR_DIST=...)
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { staticHandler } from './static-server.mjs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
// CI takes the median of three runs per route: with two, one slow run (a busy machine) moves the median by half
// its gap, and /search?q=shirt, rendered in the browser, swings most.
const RUNS = Number(opt('runs', process.env.CI ? 3 : 1));
// --no-floor: our routes only, without the floor's runs or the gap (npm run bench:app reads the LCPs).
const WITH_FLOOR = !args.includes('--no-floor');
const DIST = path.resolve(opt('dist', 'dist'));
// The floor app: --floor, else FLOOR_DIST, else the shared folder beside the checkout (or where it
// lives on the workplace machines, for a clone made elsewhere).
const FLOOR = path.resolve(
  opt('floor', null) ??
    process.env.FLOOR_DIST ??
    ['../shared/perf/floor-dist', '/work/shared/perf/floor-dist'].find((dir) =>
      fs.existsSync(path.join(dir, 'index.html')),
    ) ??
    '../shared/perf/floor-dist',
);
for (const [what, dir] of [
  ['our build (run npm run build first)', DIST],
  ...(WITH_FLOOR ? [['the floor app (--floor or FLOOR_DIST)', FLOOR]] : []),
]) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No index.html in ${dir}: ${what}.`);
    process.exit(1);
  }
}
// The pages to audit: the route table's (src/app/routes.ts `checks.lighthouse`), read through the
// build's prerender bundle.
// --route /address: that address only (a route's own investigation).
const ONLY = opt('route', null);
const ROUTES = ONLY
  ? [ONLY]
  : createRequire(import.meta.url)('../.prerender/prerender.cjs').CHECKED_PAGES.lighthouse;
// --cpu N: Lighthouse's simulated CPU slowdown (throttling.cpuSlowdownMultiplier), else the preset's.
const CPU = Number(opt('cpu', 0));
const MAX_GAP = 5;
const TARGET_TBT_RATIO = 1.5;
const TARGET_GAP = 3;

function serve(dir) {
  const server = http.createServer(staticHandler(dir));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const ours = await serve(DIST);
const floor = WITH_FLOOR ? await serve(FLOOR) : null;
const base = (server) => `http://127.0.0.1:${server.address().port}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function run(url, categories) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // Nothing calls an external service at test time: the category photos' host is blocked, so the
    // tiles show their bundled artwork (Lighthouse does not count its own blocking as console errors).
    blockedUrlPatterns: ['*images.unsplash.com*'],
    ...(CPU && { throttling: { cpuSlowdownMultiplier: CPU } }),
  });
  const lhr = result.lhr;
  const score = (c) => (lhr.categories[c] ? Math.round(lhr.categories[c].score * 100) : null);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const rows = [];
let failed = false;
try {
  for (const route of ROUTES) {
    const mine = [];
    const floors = [];
    for (let i = 0; i < RUNS; i++) {
      mine.push(await run(base(ours) + route, ['performance', 'accessibility', 'best-practices', 'seo']));
      if (floor) floors.push(await run(base(floor) + '/', ['performance']));
    }
    const m = (key, list) => median(list.map((r) => r[key]));
    const row = {
      route,
      performance: m('performance', mine),
      floor: floor ? m('performance', floors) : null,
      lcp: m('lcp', mine),
      tbt: m('tbt', mine),
      floorTbt: floor ? m('tbt', floors) : null,
      cls: m('cls', mine),
      accessibility: Math.min(...mine.map((r) => r.accessibility)),
      bestPractices: Math.min(...mine.map((r) => r.bestPractices)),
      seo: Math.min(...mine.map((r) => r.seo)),
      failing: [...new Set(mine.flatMap((r) => r.failing))],
    };
    row.gap = floor ? row.performance - row.floor : 0;
    const problems = [];
    if (row.gap < -MAX_GAP) problems.push(`performance ${-row.gap} points under the floor (max ${MAX_GAP})`);
    if (row.accessibility < 100) problems.push(`accessibility ${row.accessibility}`);
    if (row.bestPractices < 100) problems.push(`best practices ${row.bestPractices}`);
    if (row.seo < 90) problems.push(`SEO ${row.seo}`);
    if (row.cls > 0.02) problems.push(`CLS ${row.cls.toFixed(3)}`);
    row.problems = problems;
    if (problems.length) failed = true;
    rows.push(row);
  }
} finally {
  await chrome.kill();
  ours.close();
  floor?.close();
}

console.log(
  `\nLighthouse, mobile preset, simulated throttling${CPU ? ` (CPU slowdown ${CPU}×)` : ''}; median of ${RUNS} run(s) per route, floor runs alternated.`,
);
console.log(
  '| route | perf | floor | gap | LCP ms | TBT ms | floor TBT | CLS | a11y | best pr. | SEO |\n|---|---|---|---|---|---|---|---|---|---|---|',
);
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.performance} | ${r.floor} | ${r.gap >= 0 ? '+' : ''}${r.gap} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.floorTbt === null ? '–' : Math.round(r.floorTbt)} | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
  );
}
for (const r of rows) {
  if (r.gap < -TARGET_GAP && r.gap >= -MAX_GAP)
    console.log(
      `note: ${r.route} is ${-r.gap} points under the floor (target ${TARGET_GAP}, CI fails over ${MAX_GAP})`,
    );
  if (r.floorTbt !== null && r.tbt > TARGET_TBT_RATIO * r.floorTbt)
    console.log(
      `note: ${r.route}'s TBT is ${(r.tbt / r.floorTbt).toFixed(1)}× the floor's (target ${TARGET_TBT_RATIO}×)`,
    );
  if (r.failing.length) console.log(`${r.route} failing audits: ${r.failing.join(', ')}`);
  for (const p of r.problems) console.log(`FAIL ${r.route}: ${p}`);
}
fs.mkdirSync('.lighthouse', { recursive: true });
fs.writeFileSync('.lighthouse/results.json', JSON.stringify({ runs: RUNS, rows }, null, 2));
process.exit(failed ? 1 : 0);
