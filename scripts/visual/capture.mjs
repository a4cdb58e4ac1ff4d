// Screenshots of stories for the visual tests (scripts/test-visual.mjs): one browser context and page
// per worker, one story rendered afresh in iframe.html per screenshot, waited for until it is still.

/** The page's height. */
export const VIEWPORT_HEIGHT = 800;

/**
 * A screenshot is as tall as the story's content (the full page), but at most three screens: the
 * tall pages (home, listings: 4000-6600 px, mostly product pictures) would otherwise make up most
 * of the baselines' size (30.9 MiB in all, 25.7 MiB so). What is cut is the rest of a listing or
 * page, whose parts (cards, footer) have stories of their own.
 */
export const MAX_HEIGHT = 3 * VIEWPORT_HEIGHT;

/**
 * "Now" in every story (Date.now, new Date()): delivery estimates, "ordered 3 days ago", the
 * footer's year. Timers still run.
 */
const FIXED_NOW = new Date('2026-11-25T12:00:00+05:30');

/** How long a story may take to render (its play function included). */
const RENDER_TIMEOUT = 20_000;

/**
 * Still pictures: no animation, transition or text caret; every element painted (ProductGrid's
 * cards are `content-visibility: auto`, skipped while off screen).
 */
const FREEZE_CSS =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' +
  '*{content-visibility:visible!important}';

// The functions from here to networkIdle run in the page (addInitScript, page.evaluate), not in Node.
/* eslint-disable no-restricted-globals */

/**
 * Before any of the page's scripts: storage left by an earlier story cleared (redux-persist), and
 * Math.random seeded, so a story draws the same "random" values on every run.
 */
function initPage() {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable (opaque origins): nothing to clear.
  }
  let seed = 0x2f6b3a1d;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Before any of the page's scripts: what the preview says about the story's render, kept for the
 * checks (captureStory's `check`): its end (STORY_FINISHED: success or error, with the reports of
 * the a11y addon's axe run) and the exceptions of its render and play function. The preview sets
 * its channel once, on `globalThis.__STORYBOOK_ADDONS_CHANNEL__`: listened to as it is set.
 */
function hookStoryEvents() {
  const seen = { finished: null, exceptions: [] };
  window.__storyCheck = seen;
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      const message = (error) => String(error?.message ?? error?.description ?? error?.title ?? error);
      value.on('storyFinished', (payload) => {
        seen.finished = payload;
      });
      value.on('storyErrored', (error) => seen.exceptions.push(message(error)));
      value.on('storyThrewException', (error) => seen.exceptions.push(message(error)));
      value.on('playFunctionThrewException', (error) => seen.exceptions.push(message(error)));
      value.on('unhandledErrorsWhilePlaying', (errors) =>
        seen.exceptions.push(...[].concat(errors).map(message)),
      );
    },
  });
}

/** In the page: waits for the story to have rendered and its play function to have run. */
async function waitForStory(timeout) {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const phase = () => window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
  const start = performance.now();
  while (!['finished', 'errored', 'aborted'].includes(phase())) {
    if (performance.now() - start > timeout) throw new Error(`the story did not render (phase: ${phase()})`);
    await sleep(20);
  }
  return { phase: phase(), error: document.body.classList.contains('sb-show-errordisplay') };
}

/**
 * In the page: waits for fonts, pictures (lazy ones loaded now: the screenshot shows the whole
 * story) and the DOM to settle, then two frames; measures the story's content and whether it
 * draws into a portal.
 */
async function settle({ quietMs, maxQuietWait }) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const picturesLoaded = async () => {
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
    const images = [...document.images];
    await Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await Promise.all(
      images
        .map((img) => (img.complete && img.naturalWidth > 0 ? img.decode() : null))
        .map((p) => p?.catch(() => {})),
    );
  };
  // The DOM still for `quietMs` (effects, lazy components, late state), at most `maxQuietWait`.
  const domQuiet = () =>
    new Promise((resolve) => {
      let timer;
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(done, quietMs);
      });
      const cap = setTimeout(done, maxQuietWait);
      function done() {
        observer.disconnect();
        clearTimeout(timer);
        clearTimeout(cap);
        resolve();
      }
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      timer = setTimeout(done, quietMs);
    });
  await document.fonts.ready;
  await picturesLoaded();
  await domQuiet();
  // Pictures the last changes added.
  await picturesLoaded();
  await document.fonts.ready;
  window.scrollTo(0, 0);
  await frame();
  await frame();

  const visible = (el) => {
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) !== 0;
  };
  const root = document.getElementById('storybook-root');
  // The story's content: the root's box, and whatever of it overflows (a popover, a menu).
  const content = root.getBoundingClientRect().toJSON();
  let drawn = false;
  for (const el of root.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 2 || rect.height <= 2 || !visible(el)) continue;
    drawn = true;
    content.left = Math.min(content.left, rect.left);
    content.top = Math.min(content.top, rect.top);
    content.right = Math.max(content.right, rect.right);
    content.bottom = Math.max(content.bottom, rect.bottom);
  }
  // What the story put elsewhere in <body>: a portal (dialog, drawer, toast).
  const skip = new Set(['storybook-root', 'storybook-docs', 'storybook-highlights-root']);
  const portal = [...document.body.children].some(
    (child) =>
      !skip.has(child.id) &&
      !child.classList.contains('sb-wrapper') &&
      !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(child.tagName) &&
      [child, ...child.querySelectorAll('*')].some((el) => {
        const rect = el.getBoundingClientRect();
        return rect.width > 2 && rect.height > 2 && visible(el);
      }),
  );
  return {
    content: { left: content.left, top: content.top, right: content.right, bottom: content.bottom },
    drawn,
    portal,
    pageHeight: document.documentElement.scrollHeight,
  };
}

/* eslint-enable no-restricted-globals */

/** A worker's page: its own context (storage, cookies), with a fixed clock and reduced motion. */
export async function openWorkerPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: VIEWPORT_HEIGHT },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  await context.addInitScript(initPage);
  await context.addInitScript(hookStoryEvents);
  await context.clock.setFixedTime(FIXED_NOW);
  const page = await context.newPage();
  // Requests in flight, to wait for the network to be idle (images, lazy chunks).
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  page.inFlight = () => inFlight;
  // What the page says in its console (errors and warnings fail a checked story), since the last
  // story opened.
  page.consoleProblems = [];
  page.on('console', (message) => {
    if (STORYBOOK_OWN_WARNING.test(message.text()) || BROWSER_NETWORK_LOG.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      page.consoleProblems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => page.consoleProblems.push(`uncaught: ${error.message}`));
  return page;
}

/** Waits, in Node, for no request in flight for 100 ms (at most `max` ms). */
async function networkIdle(page, max = 5000) {
  const start = Date.now();
  let idleSince = page.inFlight() === 0 ? Date.now() : 0;
  while (Date.now() - start < max) {
    if (page.inFlight() > 0) idleSince = 0;
    else if (!idleSince) idleSince = Date.now();
    else if (Date.now() - idleSince >= 100) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Storybook's own deprecation notice (the preview's story store read by an addon), not the story's:
 * ignored, as .storybook/test-runner.ts ignores it.
 */
const STORYBOOK_OWN_WARNING = /^Accessing the Story Store is deprecated/;

/**
 * The browser's own log of a failed request (a story of an unreachable image host, a missing
 * picture's fallback): not a console call of the story's code, which is what the house rule (and
 * the test-runner's --failOnConsole, spying on console's methods) is about.
 */
const BROWSER_NETWORK_LOG = /^Failed to load resource: /;

/** An axe violation as one line: the rule, its impact, what it asks, and where (at most 3 nodes). */
function violationLine(violation) {
  const nodes = (violation.nodes ?? []).map((node) => [].concat(node.target).join(' ')).slice(0, 3);
  return `axe ${violation.id} (${violation.impact}): ${violation.help} at ${nodes.join(', ')}`;
}

/**
 * What fails a checked story, as npm run test:storybook (the test-runner) would fail it: a render
 * or play function that threw, errors left unhandled while playing, a failed report (the a11y
 * addon's axe run, `a11y: { test: 'error' }` in preview.tsx), an error or warning in the console.
 */
async function storyProblems(page) {
  const seen = await page.evaluate(() => window.__storyCheck); // eslint-disable-line no-restricted-globals
  const problems = [...(seen?.exceptions ?? [])];
  if (!seen?.finished) problems.push('the story never finished rendering');
  for (const report of seen?.finished?.reporters ?? []) {
    if (report.status !== 'failed') continue;
    const violations = report.result?.violations;
    if (violations?.length) problems.push(...violations.map(violationLine));
    else problems.push(`${report.type}: ${report.result?.error?.message ?? 'failed'}`);
  }
  if (seen?.finished?.status === 'error' && problems.length === 0) problems.push('the story ended in error');
  return [...problems, ...page.consoleProblems];
}

/**
 * A screenshot (PNG) of one story at one width: its content's box (#storybook-root's, with what
 * overflows it) on the full page; or, when the story shows something in a portal (dialogs,
 * drawers, toasts) or nothing in its root, the viewport from the top (VIEWPORT_HEIGHT tall, or
 * as tall as the content). At most MAX_HEIGHT tall.
 *
 * With `check`, the story is also tested as the Storybook test-runner tests it (storyProblems):
 * axe runs in the preview (the a11y addon) before the screenshot, and `problems` lists what fails.
 * Without it, axe is skipped (the other widths of a story checked once).
 * @returns {Promise<{ png: Buffer, note?: string, problems: string[] }>}
 */
export async function captureStory(page, baseUrl, storyId, width, { check = false } = {}) {
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
  await page.context().clearCookies();
  const a11y = check ? '' : '&globals=a11y.manual:!true';
  const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story${a11y}`;
  page.consoleProblems = [];
  await page.goto(url, { waitUntil: 'load' });
  await page.addStyleTag({ content: FREEZE_CSS });
  const state = await page.evaluate(waitForStory, RENDER_TIMEOUT);
  const problems = check ? await storyProblems(page) : [];
  if (state.error && !check) throw new Error('the story threw while rendering (Storybook shows its error)');
  if (state.error)
    return { png: null, problems: problems.length ? problems : ['the story threw while rendering'] };
  await networkIdle(page);
  const box = await page.evaluate(settle, { quietMs: 100, maxQuietWait: 3000 });
  let clip;
  if (box.portal || !box.drawn) {
    // The viewport, from the top of the page (and all of the story's content, if it is taller).
    const bottom = box.drawn ? Math.ceil(box.content.bottom) : 0;
    clip = {
      x: 0,
      y: 0,
      width,
      height: Math.min(box.pageHeight, MAX_HEIGHT, Math.max(VIEWPORT_HEIGHT, bottom)),
    };
  } else {
    const x = Math.max(0, Math.floor(box.content.left));
    const y = Math.max(0, Math.floor(box.content.top));
    const right = Math.min(width, Math.ceil(box.content.right));
    const bottom = Math.min(box.pageHeight, Math.ceil(box.content.bottom));
    clip = { x, y, width: Math.max(1, right - x), height: Math.min(MAX_HEIGHT, Math.max(1, bottom - y)) };
  }
  const png = await page.screenshot({
    fullPage: true,
    clip,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
  // Late console messages (effects after the play function) count too.
  if (check) problems.push(...page.consoleProblems.filter((p) => !problems.includes(p)));
  return { png, problems, note: state.phase === 'finished' ? undefined : `play function ${state.phase}` };
}
