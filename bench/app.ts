/**
 * The browser benchmark of the real shop (`npm run bench:app`): the production build over the
 * shop's own 70 products and over the bench's synthetic catalogues of 10,000 and 100,000
 * (`npm run build -- --env catalog=bench-N`), served like a static host, driven by Playwright
 * in Debian Chromium with the page's main thread slowed 4× (Chrome DevTools Protocol,
 * Emulation.setCPUThrottlingRate). For each catalogue it measures:
 *
 * - INP-style latency (input to next paint) of typing a 6-letter query in the header search, of
 *   ticking a brand filter on /women and of changing the sort there: per interaction the longest
 *   Event Timing duration of its events (what INP takes), or, when an interaction is under Event
 *   Timing's 16 ms threshold, the time from the event to the frame after it; typing counts its
 *   slowest keystroke. p75 over the repetitions.
 * - the longest main-thread task during each (from a Chrome trace: every task of the page's
 *   renderer main thread, from the interaction until its results are on screen);
 * - LCP of /, /women and /product/1 (fresh browser context each time: nothing cached), median; a
 *   large catalogue's is compared with the 70-product build's measured in turn with it, run for
 *   run (served throughout), so that both see the same load of the machine;
 * - the JS heap after a search (/search?q=shirt answered; after a garbage collection): the page's
 *   main thread and the catalogue's worker;
 * - on a real phone's profile (not Lighthouse's simulation): the 70-product build at 390×844 with
 *   4× CPU, 1.6 Mbps down and 150 ms round trips (Chrome DevTools Protocol), a fresh browser context
 *   per run, median of --phone-runs (5) per route, for /, /women, /product/4, /cart (with one line)
 *   and /search?q=shirt, each counted from the start of navigation: first paint (first contentful
 *   paint), largest paint, "controls work" (the root ready and the page's primary control enabled:
 *   Add to Cart on a product page, the header's search box everywhere; then clicked, to see it
 *   answer), first results painted (listings and search), the search's skeleton painted, and the
 *   dead time from the first paint to the controls working;
 * - the 70-product build's first-load JavaScript (what scripts/check-size.mjs measures) and its
 *   mobile Lighthouse LCP (simulated throttling, median of 3) on /, /women, /product/1 and
 *   /search?q=shirt (scripts/lighthouse.mjs --no-floor).
 *
 *   npm run bench:app                                 70, 10,000 and 100,000 products
 *   npm run bench:app -- --sizes=70,10000             some of them (70 is always measured: the yardstick)
 *   npm run bench:app -- --runs=5                     repetitions (default 10)
 *   npm run bench:app -- --check                      exit 1 when a target is missed
 *   npm run bench:app -- --check-scale                exit 1 when a large catalogue's target is missed
 *   npm run bench:app -- --rebuild                    build the large catalogues again
 *   npm run bench:app -- --readme                     write the table into README.md
 *   npm run bench:app -- --lighthouse-runs=0          without the mobile Lighthouse LCP (CI: its own step)
 *   npm run bench:app -- --phone-runs=0               without the phone's profile (--check-scale: never)
 *   npm run bench:app -- --phone-only                 the phone's profile alone, merged into the results
 *                                                     file's other rows (and, with --readme, its own table)
 *
 * Builds: the 70-product shop is dist/ (npm run build first); the others are built into
 * .tmp/dist-N when missing (or with --rebuild). Results: bench/app-results.json.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const flag = (name: string) => args.includes(`--${name}`);

const SIZES = [...new Set([70, ...(option('sizes') ?? '70,10000,100000').split(',').map(Number)])].sort(
  (a, b) => a - b,
);
const RUNS = Number(option('runs') ?? 10);
const LCP_RUNS = Number(option('lcp-runs') ?? 7);
const CHECK = flag('check');
/**
 * --check-scale (CI): exit 1 only on the interaction, task and heap targets. Not on the LCP of a
 * large catalogue against the 70-product build's: a cold load's LCP varies by ±15% from one run of
 * 7 to the next on this shared 2-core machine, more than the 10% it is held to, so only --check
 * holds it (a full run by hand). Nor on the 70-product build's own targets (first-load
 * JavaScript, mobile Lighthouse LCP), which CI's size and Lighthouse steps hold to their limits.
 */
const CHECK_SCALE = flag('check-scale');
const OUT = path.resolve(option('out') ?? path.join(__dirname, 'app-results.json'));
const CPU_THROTTLING = 4;

/** The targets (issue 21), at 100,000 products with 4× CPU throttling (and held at every size). */
const TARGETS = {
  interactionP75Ms: 200,
  typingLongestTaskMs: 50,
  lcpRatioTo70: 1.1,
  heapMB: 150,
  firstLoadKiB: 126,
  lighthouseLcpMs: 1500,
};
const LIGHTHOUSE_RUNS = Number(option('lighthouse-runs') ?? 3);

/**
 * The phone's profile (issue 33), and its targets, counted from the start of navigation. Its rows
 * swing with the machine's load: they are recorded by hand (--check), never by CI (--check-scale).
 */
const PHONE = { width: 390, height: 844, cpuThrottling: 4, downMbps: 1.6, upMbps: 0.75, roundTripMs: 150 };
const PHONE_RUNS = Number(option('phone-runs') ?? (CHECK_SCALE ? 0 : 5));
const PHONE_ONLY = flag('phone-only');
const PHONE_ROUTES = ['/', '/women', '/product/4', '/cart', '/search?q=shirt'] as const;
/** The routes whose first screen is a listing of products (first results painted). */
const PHONE_LISTINGS: readonly string[] = ['/women', '/search?q=shirt'];
/** The prerendered ones (largest paint held to its target). */
const PHONE_PRERENDERED: readonly string[] = ['/', '/women', '/product/4'];
const PHONE_TARGETS = {
  controlsMs: 2500,
  deadAfterFirstPaintMs: 1000,
  largestPaintPrerenderedMs: 1500,
  searchSkeletonMs: 1200,
  firstResultsMs: 2500,
};

const QUERY = 'jacket';
const BRAND = 'Biba';
const KEY_GAP_MS = 120;
const FIRST_KEY_AFTER_FOCUS_MS = 500;
const LISTING_ROUTES = ['/', '/women', '/product/1'] as const;

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// ---------------------------------------------------------------------------------------------
// Builds and serving

function distFor(size: number): string {
  return size === 70 ? path.join(root, 'dist') : path.join(root, `.tmp/dist-${size}`);
}

function ensureBuild(size: number): string {
  const dist = distFor(size);
  const built = fs.existsSync(path.join(dist, 'index.html'));
  if (size === 70) {
    if (!built) throw new Error('No dist/: run npm run build first (the 70-product shop is the yardstick).');
    return dist;
  }
  if (built && !flag('rebuild')) return dist;
  console.log(
    `Building the ${size.toLocaleString('en-IN')}-product shop into ${path.relative(root, dist)}...`,
  );
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/build.mjs'), '--env', `catalog=bench-${size}`, '--env', `dist=${dist}`],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`The build of bench-${size} failed`);
  return dist;
}

/** Serves `dir` as a static host does (scripts/serve.mjs: compressed, prerendered pages, the shell). */
async function serve(dir: string, port: number): Promise<{ base: string; close: () => void }> {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), dir, String(port)], {
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error(`The server of ${dir} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, close: () => server.kill() };
}

// ---------------------------------------------------------------------------------------------
// Measuring in the page

/** Installed before any script of the page: Event Timing entries, and each input's next frame. */
function instrument() {
  const bench = {
    events: [] as { id: number; name: string; start: number; duration: number }[],
    frames: [] as { type: string; start: number; end: number }[],
  };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      bench.events.push({
        id: entry.interactionId,
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  for (const type of ['keydown', 'pointerdown', 'click', 'change']) {
    addEventListener(
      type,
      (event) => {
        const start = event.timeStamp;
        // After the frame that follows the event: the rAF runs before it is painted, the message after.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => bench.frames.push({ type, start, end: performance.now() });
          channel.port2.postMessage(0);
        });
      },
      true,
    );
  }
}

interface Bench {
  events: { id: number; name: string; start: number; duration: number }[];
  frames: { type: string; start: number; end: number }[];
}

const benchState = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

/**
 * The latency of the interactions that began at or after `since`: each from the event that began
 * it (a keydown or a pointerdown), the longest Event Timing duration of the events of the same
 * interaction (id), or its next-frame time when Event Timing reported none of them (< 16 ms).
 */
function interactionLatencies(bench: Bench, since: number, starts: readonly string[]): number[] {
  const begins = bench.frames
    .filter((f) => f.start >= since && starts.includes(f.type))
    .sort((a, b) => a.start - b.start);
  return begins.map((begin, i) => {
    const next = begins[i + 1]?.start ?? Infinity;
    // This interaction's events (its click or change after the keydown or pointerdown), each
    // from its own start to the frame after it, as Event Timing measures them.
    const own = bench.frames.filter(
      (f) => f.start >= begin.start && f.start < next && (f === begin || !starts.includes(f.type)),
    );
    const estimate = Math.max(...own.map((f) => f.end - f.start));
    const first = bench.events.find((e) => Math.abs(e.start - begin.start) < 1 && e.id > 0);
    const timed = first ? bench.events.filter((e) => e.id === first.id).map((e) => e.duration) : [];
    return Math.max(estimate, ...timed);
  });
}

/** Runs `act` under a Chrome trace; the longest task of the page's renderer main thread, in ms. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

async function longestTask(cdp: CDPSession, act: () => Promise<void>): Promise<number> {
  const events: TraceEvent[] = [];
  const collect = (payload: { value: object[] }) => void events.push(...(payload.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    // Tasks only: what the timeline categories add would slow the page being measured.
    traceConfig: { includedCategories: ['toplevel', '__metadata'], excludedCategories: ['*'] },
    transferMode: 'ReportEvents',
  });
  await act();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  // The page's main thread: of the renderers' main threads, the one that worked the most meanwhile.
  const isTask = (e: TraceEvent) =>
    e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  let longest = NaN;
  let busiest = -1;
  for (const thread of events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')) {
    const tasks = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && isTask(e));
    const total = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (total > busiest) {
      busiest = total;
      longest = Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000));
    }
  }
  return longest;
}

async function newPage(
  browser: Browser,
  context?: BrowserContext,
): Promise<{ page: Page; cdp: CDPSession; context: BrowserContext }> {
  const ctx =
    context ??
    (await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' }));
  const page = await ctx.newPage();
  await page.addInitScript(instrument);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  // The category tiles' photos live on an external host: unreachable here, as in every check.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
  return { page, cdp, context: ctx };
}

/**
 * The page's controls work (`#root[data-ready]`) and its load has settled: a prerendered page goes
 * on hydrating its boundaries in slices after its controls work (app/boot: AppReady), and an
 * interaction measured meanwhile would time that work too. The first idle moment of the main
 * thread comes once it is done. (The phone's rows time the controls themselves: phoneVisit.)
 */
const ready = async (page: Page) => {
  await page.waitForSelector('#root[data-ready]', { state: 'attached', timeout: 120_000 });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
  );
};
const mark = (page: Page, name: string) =>
  page.waitForFunction((n) => performance.getEntriesByName(n).length > 0, name, { timeout: 180_000 });
const now = (page: Page) => page.evaluate(() => performance.now());

// ---------------------------------------------------------------------------------------------
// The interactions

interface Sample {
  latency: number;
  longestTask: number;
  /** From the input to its results on screen (suggestions, the filtered or sorted list). */
  resultsMs: number;
}

/**
 * Arms a watch in the page for the results of the next input: a MutationObserver that, on each
 * change of the DOM, runs `done` (cheap: it reads one element) and notes the time it first holds.
 * Waiting this way adds no work to the frames being measured, as polling from Playwright would
 * (its waitForFunction checks on every animation frame, before the paint, and so delays it).
 */
async function watchFor(page: Page, done: string, arg: unknown): Promise<void> {
  await page.evaluate(
    ([source, value]) => {
      const holds = new Function('arg', `return (${source as string})(arg);`) as (arg: unknown) => boolean;
      const w = window as unknown as { __results?: Promise<number> };
      w.__results = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!holds(value)) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    [done, arg] as const,
  );
}

/** When the watch armed by watchFor saw the results (page time, ms). */
const resultsAt = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      (window as unknown as { __results: Promise<number> }).__results,
      new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error('The results did not come within 60 s')), 60_000),
      ),
    ]),
  );

async function typing(page: Page, cdp: CDPSession, base: string): Promise<Sample> {
  await page.goto(`${base}/`);
  await ready(page);
  const box = page.locator('#header-search-desktop');
  await box.focus();
  await mark(page, 'rangoli:search-ready');
  // Focusing the box is the page's first interaction: the code of the parts that hydrate on one
  // (lazyHydrated) loads and runs now. A shopper's first key comes a moment after the focus.
  await page.waitForTimeout(FIRST_KEY_AFTER_FOCUS_MS);
  const since = await now(page);
  let resultsMs = 0;
  const longest = await longestTask(cdp, async () => {
    for (const [i, key] of [...QUERY].entries()) {
      const last = i === QUERY.length - 1;
      // The suggestions for the whole query: the first change of the page after the last key
      // that shows one naming it.
      if (last)
        await watchFor(
          page,
          `(query) => [...document.querySelectorAll('[role="listbox"] [role="option"]')].some((o) => o.textContent.toLowerCase().includes(query))`,
          QUERY,
        );
      const pressed = await now(page);
      await page.keyboard.press(key);
      if (last) resultsMs = Math.max(0, (await resultsAt(page)) - pressed);
      await page.waitForTimeout(KEY_GAP_MS);
    }
    await page.waitForTimeout(300);
  });
  const latencies = interactionLatencies(await benchState(page), since, ['keydown']);
  if (latencies.length !== QUERY.length) throw new Error(`Typing: ${latencies.length} keystrokes measured`);
  return { latency: Math.max(...latencies), longestTask: longest, resultsMs };
}

/** The listing's "N products found" (its element is marked for the watch). */
const markCount = (page: Page) =>
  page.evaluate(() => {
    const count = [...document.querySelectorAll('main *')].find(
      (e) => e.childElementCount === 0 && /\d[\d,]* products? found/.test(e.textContent ?? ''),
    );
    if (!count) throw new Error('No "products found" on the page');
    count.setAttribute('data-bench-count', '');
    return count.textContent;
  });

async function filter(page: Page, cdp: CDPSession, base: string): Promise<Sample> {
  await page.goto(`${base}/women`);
  await ready(page);
  await mark(page, 'rangoli:catalog-ready');
  const before = await markCount(page);
  const checkbox = page.getByRole('checkbox', { name: new RegExp(`^${BRAND} \\(`) }).first();
  // Where to click, found before the measured interaction (Playwright's checks are page work too).
  await checkbox.scrollIntoViewIfNeeded();
  const target = await checkbox.boundingBox();
  if (!target) throw new Error(`No ${BRAND} checkbox`);
  await watchFor(
    page,
    `(before) => { const count = document.querySelector('[data-bench-count]'); return !count || !count.isConnected || count.textContent !== before; }`,
    before,
  );
  const since = await now(page);
  let resultsMs = 0;
  const longest = await longestTask(cdp, async () => {
    await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
    resultsMs = (await resultsAt(page)) - since;
    await page.waitForTimeout(300);
  });
  const latencies = interactionLatencies(await benchState(page), since, ['pointerdown']);
  if (!(await checkbox.isChecked())) throw new Error('The brand filter did not tick');
  return { latency: Math.max(...latencies), longestTask: longest, resultsMs };
}

async function sort(page: Page, cdp: CDPSession, base: string): Promise<Sample> {
  await page.goto(`${base}/women`);
  await ready(page);
  await mark(page, 'rangoli:catalog-ready');
  const select = page.getByRole('combobox', { name: 'Sort by' });
  const before = await page.locator('main ul li h2').first().textContent();
  await select.focus();
  await watchFor(page, `(before) => document.querySelector('main ul li h2')?.textContent !== before`, before);
  const since = await now(page);
  let resultsMs = 0;
  const longest = await longestTask(cdp, async () => {
    // On a closed <select>, ArrowDown picks the next option: Price: Low to High.
    await page.keyboard.press('ArrowDown');
    resultsMs = (await resultsAt(page)) - since;
    await page.waitForTimeout(300);
  });
  if ((await select.inputValue()) !== 'priceLowToHigh') throw new Error('The sort did not change');
  const latencies = interactionLatencies(await benchState(page), since, ['keydown']);
  return { latency: Math.max(...latencies), longestTask: longest, resultsMs };
}

async function lcp(browser: Browser, base: string, route: string): Promise<number> {
  const { page, context } = await newPage(browser);
  try {
    await page.goto(`${base}${route}`, { waitUntil: 'load' });
    await ready(page);
    await page.waitForTimeout(500);
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]!.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** The JS heap after a search: the page's main thread and the catalogue's worker, in MB. */
async function heapAfterSearch(browser: Browser, base: string): Promise<{ main: number; worker: number }> {
  const { page, cdp, context } = await newPage(browser);
  try {
    // The worker's own session, to read its heap (Playwright has no CDP session for workers).
    const workers: string[] = [];
    cdp.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: { type: string } }) => {
      if (event.targetInfo.type === 'worker') workers.push(event.sessionId);
    });
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    });
    await page.goto(`${base}/search?q=shirt`);
    await ready(page);
    await page
      .getByText(/products? found/)
      .first()
      .waitFor({ timeout: 180_000 });
    await mark(page, 'rangoli:search-ready');
    await page.waitForTimeout(500);
    await cdp.send('HeapProfiler.collectGarbage');
    const main = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    let worker = 0;
    for (const sessionId of workers) worker += await workerHeap(cdp, sessionId);
    return { main: main / 2 ** 20, worker: worker / 2 ** 20 };
  } finally {
    await context.close();
  }
}

/** A worker's used JS heap, through the page session's child session (after a collection). */
async function workerHeap(cdp: CDPSession, sessionId: string): Promise<number> {
  let id = 0;
  const call = (method: string) =>
    new Promise<{ usedSize?: number }>((resolve) => {
      const messageId = ++id;
      const listener = (event: { sessionId: string; message: string }) => {
        const reply = JSON.parse(event.message) as { id?: number; result?: { usedSize?: number } };
        if (event.sessionId !== sessionId || reply.id !== messageId) return;
        cdp.off('Target.receivedMessageFromTarget', listener);
        resolve(reply.result ?? {});
      };
      cdp.on('Target.receivedMessageFromTarget', listener);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: messageId, method }),
      });
    });
  await call('HeapProfiler.collectGarbage');
  return (await call('Runtime.getHeapUsage')).usedSize ?? 0;
}

/** What / loads before any interaction (scripts/check-size.mjs's measure), gzip KiB. */
async function firstLoadKiB(browser: Browser, base: string, dist: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  let bytes = 0;
  for (const file of scripts)
    bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  return bytes / 1024;
}

// ---------------------------------------------------------------------------------------------
// The phone's profile

/** Installed before any script of the page: when its controls, its first card and its skeleton came. */
function phoneInstrument() {
  const times = { controls: 0, card: 0, skeleton: 0 };
  (window as unknown as { __phone: typeof times }).__phone = times;
  const check = () => {
    const now = performance.now();
    if (!times.controls && document.querySelector('#root[data-ready]')) {
      const control = location.pathname.startsWith('/product/')
        ? [...document.querySelectorAll('main button')].find((b) => b.textContent?.trim() === 'Add to Cart')
        : document.getElementById('header-search-mobile');
      if (control && !control.matches(':disabled')) times.controls = now;
    }
    if (!times.card && document.querySelector('main li:has(h2)')) times.card = now;
    // The search's skeleton: the results' places under its heading, from search.html (the search
    // page's own shell, before main.js has run) or from the app's first render.
    if (!times.skeleton && document.querySelector('main h1 ~ * [data-skeleton]')) times.skeleton = now;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

interface PhoneSample {
  firstPaint: number;
  largestPaint: number;
  controls: number;
  firstResults?: number;
  skeleton?: number;
  dead: number;
}

/** One cold visit of `route` on the phone's profile. */
async function phoneVisit(browser: Browser, base: string, route: string): Promise<PhoneSample> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(phoneInstrument);
    // /cart with one line, as a returning shopper's (the stored shape: app/persistence).
    if (route === '/cart')
      await page.addInitScript(() => {
        if (localStorage.getItem('cart')) return;
        localStorage.setItem(
          'cart',
          JSON.stringify({
            lines: JSON.stringify([{ id: 4, size: 'M', quantity: 1 }]),
            _persist: '{"version":1,"rehydrated":true}',
          }),
        );
      });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort('internetdisconnected'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuThrottling });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.roundTripMs,
      downloadThroughput: (PHONE.downMbps * 1e6) / 8,
      uploadThroughput: (PHONE.upMbps * 1e6) / 8,
    });
    await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(
      () => (window as unknown as { __phone: { controls: number } }).__phone.controls > 0,
      null,
      { timeout: 120_000 },
    );
    if (PHONE_LISTINGS.includes(route))
      await page.waitForFunction(
        () => (window as unknown as { __phone: { card: number } }).__phone.card > 0,
        null,
        {
          timeout: 120_000,
        },
      );
    const times = await page.evaluate(async () => {
      // The first paint may come a frame after the controls (a page rendered in the browser is
      // ready at React's first commit, before the browser paints it).
      const fcp = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const first = list.getEntriesByName('first-contentful-paint')[0];
          if (first) resolve(first.startTime);
        }).observe({ type: 'paint', buffered: true }),
      );
      const lcp = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const phone = (window as unknown as { __phone: { controls: number; card: number; skeleton: number } })
        .__phone;
      return { fcp, lcp, ...phone };
    });
    // The control answers a click: the search box takes the focus; Add to Cart answers (a size
    // asked for, in a message outside the main element, or the line added).
    if (route.startsWith('/product/')) {
      const before = await page.locator('body').innerText();
      await page.locator('main').getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
      await page.waitForFunction((text) => document.body.innerText !== text, before, {
        timeout: 10_000,
      });
    } else {
      await page.locator('#header-search-mobile').click();
      if ((await page.evaluate(() => document.activeElement?.id)) !== 'header-search-mobile')
        throw new Error(`${route}: the search box did not take the focus`);
    }
    // What is in the DOM before the first paint is painted with it.
    const painted = (at: number) => Math.max(at, times.fcp);
    return {
      firstPaint: times.fcp,
      largestPaint: times.lcp,
      controls: times.controls,
      ...(PHONE_LISTINGS.includes(route) ? { firstResults: painted(times.card) } : {}),
      ...(times.skeleton ? { skeleton: painted(times.skeleton) } : {}),
      dead: Math.max(0, times.controls - times.fcp),
    };
  } finally {
    await context.close();
  }
}

type PhoneResult = Record<keyof PhoneSample, Stats | undefined>;

/** Each route's cold visits on the phone's profile, PHONE_RUNS of them, round-robin. */
async function measurePhone(browser: Browser, base: string): Promise<Record<string, PhoneResult>> {
  console.log(
    `\nPhone: ${PHONE.width}×${PHONE.height}, ${PHONE.cpuThrottling}× CPU, ${PHONE.downMbps} Mbps, ${PHONE.roundTripMs} ms round trip, ${PHONE_RUNS} cold visits per route`,
  );
  const samples = new Map<string, PhoneSample[]>(PHONE_ROUTES.map((route) => [route, []]));
  for (let i = 0; i < PHONE_RUNS; i += 1)
    for (const route of PHONE_ROUTES) samples.get(route)!.push(await phoneVisit(browser, base, route));
  const out: Record<string, PhoneResult> = {};
  for (const [route, list] of samples) {
    const of = (key: keyof PhoneSample) =>
      list.every((sample) => sample[key] !== undefined)
        ? stats(list.map((sample) => sample[key]!))
        : undefined;
    out[route] = {
      firstPaint: of('firstPaint'),
      largestPaint: of('largestPaint'),
      controls: of('controls'),
      firstResults: of('firstResults'),
      skeleton: of('skeleton'),
      dead: of('dead'),
    };
    const r = out[route]!;
    console.log(
      `  ${route}: first paint ${r.firstPaint!.median} ms, largest ${r.largestPaint!.median} ms, controls ${r.controls!.median} ms` +
        (r.firstResults ? `, first results ${r.firstResults.median} ms` : '') +
        (r.skeleton ? `, skeleton ${r.skeleton.median} ms` : '') +
        `, dead ${r.dead!.median} ms`,
    );
  }
  return out;
}

/** The phone's targets missed (medians). */
function phoneMisses(phone: Record<string, PhoneResult> | undefined): string[] {
  const out: string[] = [];
  for (const [route, r] of Object.entries(phone ?? {})) {
    const over = (what: string, value: number | undefined, limit: number) => {
      if (value !== undefined && !(value <= limit))
        out.push(`phone ${route}: ${what} ${value} ms > ${limit} ms`);
    };
    over('controls work at', r.controls?.median, PHONE_TARGETS.controlsMs);
    over('dead after the first paint for', r.dead?.median, PHONE_TARGETS.deadAfterFirstPaintMs);
    if (PHONE_PRERENDERED.includes(route))
      over('largest paint at', r.largestPaint?.median, PHONE_TARGETS.largestPaintPrerenderedMs);
    if (route.startsWith('/search') && !r.skeleton)
      out.push(`phone ${route}: no skeleton painted before main.js has run`);
    over('skeleton painted at', r.skeleton?.median, PHONE_TARGETS.searchSkeletonMs);
    over('first results painted at', r.firstResults?.median, PHONE_TARGETS.firstResultsMs);
  }
  return out;
}

function phoneTable(phone: Record<string, PhoneResult>): string {
  const cell = (value: Stats | undefined) => (value ? `${(value.median / 1000).toFixed(2)} s` : '–');
  return [
    `Phone (${PHONE.width}×${PHONE.height}, ${PHONE.cpuThrottling}× CPU, ${PHONE.downMbps} Mbps, ${PHONE.roundTripMs} ms round trip; median of ${PHONE_RUNS} cold visits, from navigation):`,
    '',
    '| Route | First paint | Largest paint | Controls work | First results | Search skeleton | Dead after first paint |',
    '|--|--:|--:|--:|--:|--:|--:|',
    ...Object.entries(phone).map(
      ([route, r]) =>
        `| ${route} | ${cell(r.firstPaint)} | ${cell(r.largestPaint)} | ${cell(r.controls)} | ${cell(r.firstResults)} | ${cell(r.skeleton)} | ${cell(r.dead)} |`,
    ),
    '',
    `Targets: controls ≤ ${PHONE_TARGETS.controlsMs / 1000} s and dead time ≤ ${PHONE_TARGETS.deadAfterFirstPaintMs / 1000} s everywhere; largest paint ≤ ${PHONE_TARGETS.largestPaintPrerenderedMs / 1000} s on prerendered routes; the search's skeleton ≤ ${PHONE_TARGETS.searchSkeletonMs / 1000} s and first results ≤ ${PHONE_TARGETS.firstResultsMs / 1000} s.`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Statistics and reporting

function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
const round = (x: number, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;

interface Stats {
  p75: number;
  median: number;
  max: number;
  samples: number[];
}
const stats = (samples: number[]): Stats => ({
  p75: round(quantile(samples, 0.75)),
  median: round(quantile(samples, 0.5)),
  max: round(Math.max(...samples)),
  samples: samples.map((s) => round(s)),
});

interface InteractionResult {
  latency: Stats;
  longestTask: Stats;
  resultsMs: Stats;
}

interface SizeResult {
  products: number;
  typing: InteractionResult;
  filter: InteractionResult;
  sort: InteractionResult;
  lcp: Record<string, Stats>;
  /**
   * A large catalogue's: the 70-product build's LCP measured in turn with this one's, run for run
   * (the yardstick under the same load of the machine), which its LCP is held to.
   */
  lcpOf70?: Record<string, Stats>;
  heapMB: { main: number; worker: number; total: number };
  firstLoadKiB?: number;
  /** Mobile Lighthouse LCP per route, median (the 70-product build). */
  lighthouseLcpMs?: Record<string, number>;
}

async function repeat(
  browser: Browser,
  base: string,
  measure: (page: Page, cdp: CDPSession, base: string) => Promise<Sample>,
): Promise<InteractionResult> {
  const { page, cdp, context } = await newPage(browser);
  const samples: Sample[] = [];
  try {
    // One warm-up, not counted (the first visit fills the HTTP cache).
    await measure(page, cdp, base);
    for (let i = 0; i < RUNS; i += 1) samples.push(await measure(page, cdp, base));
  } finally {
    await context.close();
  }
  return {
    latency: stats(samples.map((s) => s.latency)),
    longestTask: stats(samples.map((s) => s.longestTask)),
    resultsMs: stats(samples.map((s) => s.resultsMs)),
  };
}

async function measureSize(browser: Browser, size: number, base70: string): Promise<SizeResult> {
  const dist = ensureBuild(size);
  const { base, close } = await serve(dist, 4300 + SIZES.indexOf(size));
  try {
    console.log(`\n${size.toLocaleString('en-IN')} products (${path.relative(root, dist)})`);
    const typingResult = await repeat(browser, base, typing);
    console.log(
      `  typing "${QUERY}": p75 ${typingResult.latency.p75} ms, longest task ${typingResult.longestTask.max} ms`,
    );
    const filterResult = await repeat(browser, base, filter);
    console.log(
      `  brand filter: p75 ${filterResult.latency.p75} ms, results after ${filterResult.resultsMs.median} ms`,
    );
    const sortResult = await repeat(browser, base, sort);
    console.log(`  sort: p75 ${sortResult.latency.p75} ms, results after ${sortResult.resultsMs.median} ms`);
    const lcpResult: Record<string, Stats> = {};
    const lcpOf70: Record<string, Stats> = {};
    for (const route of LISTING_ROUTES) {
      const samples: number[] = [];
      const yardstick: number[] = [];
      for (let i = 0; i < LCP_RUNS; i += 1) {
        if (size !== 70) yardstick.push(await lcp(browser, base70, route));
        samples.push(await lcp(browser, base, route));
      }
      lcpResult[route] = stats(samples);
      if (size !== 70) lcpOf70[route] = stats(yardstick);
      console.log(
        `  LCP ${route}: median ${lcpResult[route].median} ms` +
          (size !== 70 ? ` (70 products, in turn: ${lcpOf70[route]!.median} ms)` : ''),
      );
    }
    const heap = await heapAfterSearch(browser, base);
    const heapMB = {
      main: round(heap.main, 1),
      worker: round(heap.worker, 1),
      total: round(heap.main + heap.worker, 1),
    };
    console.log(`  heap after a search: ${heapMB.main} MB main thread + ${heapMB.worker} MB worker`);
    const result: SizeResult = {
      products: size,
      typing: typingResult,
      filter: filterResult,
      sort: sortResult,
      lcp: lcpResult,
      ...(size !== 70 ? { lcpOf70 } : {}),
      heapMB,
    };
    if (size === 70) {
      result.firstLoadKiB = round(await firstLoadKiB(browser, base, dist), 1);
      console.log(`  first-load JavaScript of /: ${result.firstLoadKiB} KiB gzip`);
      // --lighthouse-runs=0 (CI, whose Lighthouse step audits the same build): none.
      if (LIGHTHOUSE_RUNS > 0) result.lighthouseLcpMs = lighthouseLcp(dist);
    }
    return result;
  } finally {
    close();
  }
}

/** Mobile Lighthouse LCP of the routes scripts/lighthouse.mjs audits, median of LIGHTHOUSE_RUNS. */
function lighthouseLcp(dist: string): Record<string, number> {
  console.log(`  Lighthouse (mobile, simulated throttling), ${LIGHTHOUSE_RUNS} run(s) per route...`);
  const results = path.join(root, '.lighthouse/results.json');
  fs.rmSync(results, { force: true });
  // Its own exit status is about the floor and the other categories: only the LCPs are read here.
  spawnSync(
    process.execPath,
    [
      path.join(root, 'scripts/lighthouse.mjs'),
      '--no-floor',
      '--runs',
      String(LIGHTHOUSE_RUNS),
      '--dist',
      dist,
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const { rows } = JSON.parse(fs.readFileSync(results, 'utf8')) as {
    rows: { route: string; lcp: number }[];
  };
  const lcps = Object.fromEntries(rows.map((row) => [row.route, round(row.lcp)]));
  for (const [route, ms] of Object.entries(lcps)) console.log(`  Lighthouse LCP ${route}: ${ms} ms`);
  return lcps;
}

/** The 70-product build's LCP a large catalogue's is compared with: measured in turn with it. */
const yardstickLcp = (r: SizeResult, base: SizeResult, route: string) =>
  (r.lcpOf70 ?? base.lcp)[route]!.median;

/** The interaction, task and heap targets missed, at any size. */
function misses(results: readonly SizeResult[]): string[] {
  const out: string[] = [];
  for (const r of results) {
    const name = `${r.products.toLocaleString('en-IN')} products`;
    for (const [what, result] of [
      ['typing', r.typing],
      ['brand filter', r.filter],
      ['sort', r.sort],
    ] as const) {
      if (result.latency.p75 > TARGETS.interactionP75Ms)
        out.push(`${name}: ${what} p75 ${result.latency.p75} ms > ${TARGETS.interactionP75Ms} ms`);
    }
    if (r.typing.longestTask.max > TARGETS.typingLongestTaskMs)
      out.push(
        `${name}: a task of ${r.typing.longestTask.max} ms while typing > ${TARGETS.typingLongestTaskMs} ms`,
      );
    if (r.heapMB.total > TARGETS.heapMB)
      out.push(`${name}: heap ${r.heapMB.total} MB > ${TARGETS.heapMB} MB`);
  }
  return out;
}

/** A large catalogue's LCP over the 70-product build's + 10%. */
function lcpMisses(results: readonly SizeResult[]): string[] {
  const base = results.find((r) => r.products === 70);
  const out: string[] = [];
  for (const r of results) {
    const name = `${r.products.toLocaleString('en-IN')} products`;
    if (base && r !== base) {
      for (const route of LISTING_ROUTES) {
        const limit = yardstickLcp(r, base, route) * TARGETS.lcpRatioTo70;
        if (r.lcp[route]!.median > limit)
          out.push(
            `${name}: LCP of ${route} ${r.lcp[route]!.median} ms > ${round(limit)} ms (70 products + 10%)`,
          );
      }
    }
  }
  return out;
}

/** The 70-product build's own targets missed (first-load JavaScript, mobile Lighthouse LCP). */
function firstLoadMisses(results: readonly SizeResult[]): string[] {
  const out: string[] = [];
  for (const r of results) {
    const name = `${r.products.toLocaleString('en-IN')} products`;
    if (r.firstLoadKiB !== undefined && r.firstLoadKiB > TARGETS.firstLoadKiB)
      out.push(`${name}: first-load JavaScript ${r.firstLoadKiB} KiB > ${TARGETS.firstLoadKiB} KiB`);
    for (const [route, ms] of Object.entries(r.lighthouseLcpMs ?? {}))
      if (ms > TARGETS.lighthouseLcpMs)
        out.push(`${name}: mobile Lighthouse LCP of ${route} ${ms} ms > ${TARGETS.lighthouseLcpMs} ms`);
  }
  return out;
}

function table(results: readonly SizeResult[]): string {
  const base = results.find((r) => r.products === 70);
  const head =
    '| Products | Typing p75 | Longest task typing | Brand filter p75 | Longest task filter | Sort p75 | Longest task sort | Filter results | LCP / | LCP /women | LCP /product/1 | Heap after search (main + worker) |\n' +
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|';
  const vs = (r: SizeResult, route: string) => {
    const ms = r.lcp[route]!.median;
    if (!base || r === base) return `${ms}`;
    const change = Math.round((ms / yardstickLcp(r, base, route) - 1) * 100);
    return `${ms} (${change >= 0 ? '+' : ''}${change}%)`;
  };
  const rows = results.map((r) =>
    [
      r.products.toLocaleString('en-IN'),
      r.typing.latency.p75,
      r.typing.longestTask.max,
      r.filter.latency.p75,
      r.filter.longestTask.max,
      r.sort.latency.p75,
      r.sort.longestTask.max,
      r.filter.resultsMs.median,
      vs(r, '/'),
      vs(r, '/women'),
      vs(r, '/product/1'),
      `${r.heapMB.main} + ${r.heapMB.worker} = ${r.heapMB.total} MB`,
    ].join(' | '),
  );
  const lines = [head, ...rows.map((row) => `| ${row} |`)];
  if (base?.lighthouseLcpMs) {
    const routes = Object.keys(base.lighthouseLcpMs);
    lines.push(
      '',
      `| 70 products | First-load JS of / | ${routes.map((r) => `Lighthouse LCP ${r}`).join(' | ')} |`,
      `|--|--:|${routes.map(() => '--:').join('|')}|`,
      `| | ${base.firstLoadKiB} KiB (≤ ${TARGETS.firstLoadKiB}) | ${routes
        .map((r) => `${base.lighthouseLcpMs![r]} ms`)
        .join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

function writeReadme(markdown: string, marker = 'bench:app'): void {
  const readme = path.join(root, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = `<!-- ${marker} -->`;
  const end = `<!-- /${marker} -->`;
  if (!text.includes(start) || !text.includes(end)) throw new Error(`README.md has no ${marker} markers`);
  fs.writeFileSync(
    readme,
    text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${markdown}\n${end}`),
  );
}

/** The phone's rows as the results file keeps them: when, on what, and the medians by route. */
const phoneRecord = (phone: Record<string, PhoneResult>) => ({
  date: new Date().toISOString(),
  commit: gitCommit(),
  profile: PHONE,
  runs: PHONE_RUNS,
  targets: PHONE_TARGETS,
  routes: phone,
});

/**
 * --phone-only: the phone's rows replace those of the results file (its other rows, measured
 * before, are kept), its misses those of the phone; with --readme, its table in the README.
 */
function writePhoneOnly(phone: Record<string, PhoneResult>): void {
  const previous = fs.existsSync(OUT)
    ? (JSON.parse(fs.readFileSync(OUT, 'utf8')) as { missed?: string[] } & Record<string, unknown>)
    : {};
  const missed = phoneMisses(phone);
  const report = {
    ...previous,
    phone: phoneRecord(phone),
    missed: [...(previous.missed ?? []).filter((line) => !line.startsWith('phone ')), ...missed],
  };
  fs.writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${phoneTable(phone)}\n\nWritten to ${path.relative(root, OUT)}.`);
  if (flag('readme')) writeReadme(phoneTable(phone), 'bench:app:phone');
  if (missed.length > 0) {
    console.log(`\nTargets missed:\n  ${missed.join('\n  ')}`);
    if (CHECK) process.exit(1);
  } else console.log('\nEvery target of the phone met.');
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const results: SizeResult[] = [];
  let phone: Record<string, PhoneResult> | undefined;
  try {
    // The 70-product shop stays served throughout: the yardstick of the others' LCP.
    const yardstick = await serve(ensureBuild(70), 4299);
    try {
      if (!PHONE_ONLY)
        for (const size of SIZES) results.push(await measureSize(browser, size, yardstick.base));
      if (PHONE_RUNS > 0) phone = await measurePhone(browser, yardstick.base);
    } finally {
      yardstick.close();
    }
  } finally {
    await browser.close();
  }
  if (PHONE_ONLY) {
    if (!phone) throw new Error('--phone-only with --phone-runs=0 measures nothing');
    writePhoneOnly(phone);
    return;
  }
  const markdown = table(results);
  const scaleMissed = misses(results);
  const missed = [...scaleMissed, ...lcpMisses(results), ...firstLoadMisses(results), ...phoneMisses(phone)];
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? null,
      loadAverageBefore: loadBefore.map((l) => round(l, 2)),
      loadAverageAfter: os.loadavg().map((l) => round(l, 2)),
    },
    cpuThrottling: CPU_THROTTLING,
    runs: RUNS,
    lcpRuns: LCP_RUNS,
    query: QUERY,
    brand: BRAND,
    targets: TARGETS,
    results,
    ...(phone ? { phone: phoneRecord(phone) } : {}),
    missed,
  };
  fs.writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${markdown}\n`);
  console.log(
    `Load average ${loadBefore.map((l) => l.toFixed(2)).join(', ')} before, ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} after (${os.cpus().length} cores). Written to ${path.relative(root, OUT)}.`,
  );
  if (flag('readme')) {
    writeReadme(markdown);
    if (phone) writeReadme(phoneTable(phone), 'bench:app:phone');
  }
  if (phone) console.log(`${phoneTable(phone)}\n`);
  if (missed.length > 0) {
    console.log(`\nTargets missed:\n  ${missed.join('\n  ')}`);
    if (CHECK || (CHECK_SCALE && scaleMissed.length > 0)) process.exit(1);
  } else console.log('\nEvery target met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
