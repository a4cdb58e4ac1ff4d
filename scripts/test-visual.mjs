// Visual regression tests: every story screenshotted and compared with its committed baseline, and
// each story tested once on the way, as the Storybook test-runner (npm run test:storybook) tests it:
// rendered, its play function run, axe (the a11y addon, in the preview), no console error or warning
// (scripts/visual/capture.mjs, `check`). The checks' JUnit: reports/junit/storybook.xml. One pass
// over the stories instead of two: CI runs this alone (.ci/run). --skip-checks: screenshots only.
//
//   npm run test:visual                                   compare every story with its baseline
//   npm run test:visual -- --story <id-substring>         only the stories whose id contains it
//                                                         (repeatable; --grep is the same option)
//   npm run test:visual -- --update                       write the missing baselines, rewrite those
//                                                         that differ, remove those whose story is gone
//   npm run test:visual -- --update --story <substring>   refresh only the matching stories' baselines
//   --workers <n>                                         pages in parallel (default 3)
//
// Serves the built Storybook (storybook-static/, from `npm run build-storybook`) with the project's
// static server and opens each story of its index.json (not the docs pages) alone in iframe.html, in
// Debian Chromium (/usr/bin/chromium, headless; CHROMIUM_PATH overrides) at device scale factor 1,
// with reduced motion, animations and transitions off, a fixed clock and seeded Math.random
// (scripts/visual/capture.mjs). Once the story has rendered and its play function has run, the
// network and the DOM are idle, fonts and pictures are loaded, and two frames have passed, the
// story is screenshotted: its content's box (#storybook-root's, and what overflows it: a popover)
// on the full page, or the viewport (800 px tall, or as tall as the content) when it draws into a
// portal (dialogs, drawers, toasts) or draws nothing; at most 2400 px (three screens) tall, which
// keeps the baselines at ~26 MiB instead of ~31 (the rest of a long page: more product cards, the
// footer, each with stories of their own).
//
// Widths: 1280 for every story; also 390 (Storybook's phone preset) for the stories whose layout
// changes with the width: those under Pages/ and Widgets/ (whole screens and the shop's chrome),
// and any story that pins a mobile viewport preset (`globals: { viewport: { value: 'phone' } }`).
//
// Baselines: visual/baselines/<story-id>@<width>.png (deflate level 9, no alpha channel when the
// image is opaque: scripts/visual/png.mjs). An image differs when pixelmatch (threshold 0.05 a pixel)
// finds more than 0.01% of its pixels (at least 5) different, or when its size changed. (Chromium's
// software rasterizer leaves a few pixels of some stories 1-3 levels off from run to run: below the
// threshold, and --update keeps a baseline its screenshot matches, so they cause no churn.) Each
// difference, and each image without a baseline, is written to reports/visual/<story-id>@<width>/
// (expected.png, actual.png, diff.png) and listed in reports/visual/index.html. Exit code 1 if any
// image differs, has no baseline or could not be captured; 2 if the run could not start (fonts, no
// built Storybook, a --story that matches nothing).
//
// Fonts: the shop uses the system font stack (system-ui ... sans-serif; headings Georgia, 'Times New
// Roman', serif), so screenshots are only comparable on machines whose fontconfig resolves it to
// the same fonts. On Debian (this machine, CI) `fc-match sans-serif` and `fc-match system-ui` give
// DejaVu Sans, from the package fonts-dejavu-core, and Chromium draws the headings in Liberation
// Serif ('Times New Roman'), from fonts-liberation. The script checks at start that
// `fc-match -f '%{family}' sans-serif` (and system-ui) includes DejaVu Sans, and 'Times New Roman'
// Liberation Serif, and stops with the package to install otherwise. Chromium is run with
// --font-render-hinting=none, --disable-lcd-text and --force-color-profile=srgb so that text is
// drawn the same way on every run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { staticHandler } from './static-server.mjs';
import { captureStory, openWorkerPage } from './visual/capture.mjs';
import { compareImages, decodePng, encodePng } from './visual/png.mjs';
import { reportHtml } from './visual/report.mjs';

const DESKTOP_WIDTH = 1280;
const PHONE_WIDTH = 390;
/** Story titles whose layout changes with the width: every story under them is shot at both widths. */
const RESPONSIVE_TITLES = /^(Pages|Widgets)\//;

const STATIC_DIR = path.resolve('storybook-static');
const BASELINE_DIR = path.resolve('visual/baselines');
const REPORT_DIR = path.resolve('reports/visual');

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

function fail(message) {
  console.error(`test:visual: ${message}`);
  process.exit(2);
}

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      update: { type: 'boolean', short: 'u', default: false },
      story: { type: 'string', multiple: true, default: [] },
      grep: { type: 'string', multiple: true, default: [] },
      workers: { type: 'string', default: '3' },
      'skip-checks': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  fail(
    `${error.message}\nUsage: npm run test:visual -- [--update] [--story <id-substring>]... [--workers <n>]`,
  );
}
if (args.help) {
  console.log('Usage: npm run test:visual -- [--update] [--story|--grep <id-substring>]... [--workers <n>]');
  process.exit(0);
}
const filters = [...args.story, ...args.grep].map((s) => s.toLowerCase());
const workerCount = Math.max(1, Number.parseInt(args.workers, 10) || 3);

// The fonts: see the header. What fontconfig gives for each family the theme's stacks end on, and
// the Debian package that has the font the baselines were drawn with.
const FONTS = [
  { pattern: 'sans-serif', family: 'DejaVu Sans', debian: 'fonts-dejavu-core' },
  { pattern: 'system-ui', family: 'DejaVu Sans', debian: 'fonts-dejavu-core' },
  { pattern: 'Times New Roman', family: 'Liberation Serif', debian: 'fonts-liberation' },
];
for (const { pattern, family, debian } of FONTS) {
  let found = '';
  try {
    found = execFileSync('fc-match', ['-f', '%{family}', pattern], { encoding: 'utf8' });
  } catch (error) {
    fail(
      `fc-match (fontconfig) could not be run (${error.message}). The screenshots need fontconfig and ` +
        `the fonts they were drawn with: apt-get install fontconfig ${[...new Set(FONTS.map((f) => f.debian))].join(' ')}`,
    );
  }
  if (!found.split(',').some((name) => name.trim() === family)) {
    fail(
      `\`fc-match ${pattern}\` gives "${found}", not ${family}: the baselines were drawn with ${family}, so ` +
        `the screenshots would differ. Install the Debian package ${debian} (apt-get install ${debian}) ` +
        `and make sure no other font takes its place.`,
    );
  }
}

if (!fs.existsSync(path.join(STATIC_DIR, 'index.json'))) {
  fail('no built Storybook in storybook-static/: run `npm run build-storybook` first.');
}
const indexFile = path.join(STATIC_DIR, 'index.json');
const builtAt = fs.statSync(indexFile).mtimeMs;
const index = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// Storybook's own addresses end in .html (iframe.html?id=...): served as they are. Cached by the
// browser for the run: each story reloads the preview, which then costs no request (nor the server
// compressing its bundles again).
const server = http.createServer(
  staticHandler(STATIC_DIR, {
    cleanUrls: false,
    headers: [{ source: '**', headers: [{ key: 'Cache-Control', value: 'max-age=3600' }] }],
  }),
);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--font-render-hinting=none',
    '--disable-lcd-text',
    '--force-color-profile=srgb',
    '--hide-scrollbars',
  ],
});
const shutdown = async (code) => {
  await browser.close().catch(() => {});
  server.close();
  process.exit(code);
};
process.on('SIGINT', () => shutdown(130));
process.on('SIGTERM', () => shutdown(143));

const pages = await Promise.all(Array.from({ length: workerCount }, () => openWorkerPage(browser)));

/**
 * Each story's extra width, from its parameters: the width of the viewport preset it pins, if that
 * is not the desktop one (the prepared stories' `storyGlobals`, read from the preview's store).
 */
async function pinnedWidths() {
  const page = pages[0];
  await page.goto(
    `${baseUrl}/iframe.html?id=${encodeURIComponent(stories[0].id)}&viewMode=story&globals=a11y.manual:!true`,
  );
  return page.evaluate(async () => {
    // eslint-disable-next-line no-restricted-globals -- run in the page
    const preview = () => window.__STORYBOOK_PREVIEW__;
    const store = await new Promise((resolve, reject) => {
      const start = performance.now();
      const poll = () => {
        const value = preview()?.storyStoreValue;
        if (value) resolve(value);
        else if (performance.now() - start > 20_000) reject(new Error('Storybook preview did not start'));
        else setTimeout(poll, 20);
      };
      poll();
    });
    await store.cacheAllCSFFiles();
    const widths = {};
    for (const [id, story] of Object.entries(store.extract())) {
      const preset = story.storyGlobals?.viewport?.value;
      const option = preset ? story.parameters?.viewport?.options?.[preset] : undefined;
      if (option && option.type !== 'desktop') widths[id] = parseInt(option.styles.width, 10);
    }
    return widths;
  });
}

let pinned;
try {
  pinned = await pinnedWidths();
} catch (error) {
  console.error(`test:visual: could not read the stories' parameters: ${error.message}`);
  await shutdown(2);
}

const widthsOf = (story) => {
  const widths = new Set([DESKTOP_WIDTH]);
  if (RESPONSIVE_TITLES.test(story.title)) widths.add(PHONE_WIDTH);
  if (pinned[story.id]) widths.add(pinned[story.id]);
  return [...widths];
};
const imageName = (id, width) => `${id}@${width}`;
const allNames = new Set(
  stories.flatMap((story) => widthsOf(story).map((width) => imageName(story.id, width))),
);

const selected = filters.length
  ? stories.filter((story) => filters.some((filter) => story.id.toLowerCase().includes(filter)))
  : stories;
if (selected.length === 0) {
  console.error(`test:visual: no story id contains ${filters.map((f) => `"${f}"`).join(' or ')}.`);
  await shutdown(2);
}
// Each story is also tested once, as the Storybook test-runner tests it (render, play function,
// axe, console: captureStory's `check`), at the width it is tested at: its pinned preset's, else
// the desktop's. --skip-checks leaves that to `npm run test:storybook`.
const checkWidthOf = (story) => pinned[story.id] ?? DESKTOP_WIDTH;
const checked = (story) => !args['skip-checks'] && (story.tags ?? ['test']).includes('test');
const jobs = selected.flatMap((story) =>
  widthsOf(story).map((width) => ({
    story,
    width,
    name: imageName(story.id, width),
    check: checked(story) && width === checkWidthOf(story),
  })),
);

console.log(
  `test:visual: ${args.update ? 'updating the baselines of' : 'comparing'} ${selected.length} stories, ` +
    `${jobs.length} images, ${workerCount} pages in parallel (Storybook from storybook-static/ on ${baseUrl})`,
);

fs.mkdirSync(BASELINE_DIR, { recursive: true });
if (!args.update) fs.rmSync(REPORT_DIR, { recursive: true, force: true });

const differences = []; // report entries
const counts = { differing: 0, missing: 0, errors: 0, written: 0, updated: 0, unchanged: 0 };
const errors = [];
const notes = [];
const failures = []; // { story, problems }: the checked stories that failed
const checkedStories = []; // { story, seconds, problems }: for the JUnit report
const tolerated = []; // images within the allowance, but not the same

function writeReportFiles(name, files) {
  const dir = path.join(REPORT_DIR, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, buffer] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), buffer);
  return Object.keys(files);
}

async function handle(job, png) {
  const baselineFile = path.join(BASELINE_DIR, `${job.name}.png`);
  const exists = fs.existsSync(baselineFile);
  const actual = await decodePng(png);
  if (args.update) {
    // A baseline the screenshot matches is kept: the rasterizer's jitter (a few pixels off by 1-3
    // levels in some runs) would otherwise rewrite a dozen files on every update.
    if (exists && !compareImages(await decodePng(fs.readFileSync(baselineFile)), actual).differs) {
      counts.unchanged++;
      return;
    }
    fs.writeFileSync(baselineFile, encodePng(actual));
    if (exists) counts.updated++;
    else counts.written++;
    console.log(`  ${exists ? 'updated' : 'new    '}  ${job.name}`);
    return;
  }
  const title = `${job.story.title} › ${job.story.name} at ${job.width}px`;
  if (!exists) {
    counts.missing++;
    const files = writeReportFiles(job.name, { 'actual.png': png });
    differences.push({ name: job.name, title, reason: 'no baseline', files });
    console.log(`  missing  ${job.name}: no baseline`);
    return;
  }
  const expectedPng = fs.readFileSync(baselineFile);
  const result = compareImages(await decodePng(expectedPng), actual);
  if (!result.differs) {
    if (result.pixels > 0) tolerated.push(`${job.name}: ${result.pixels} px (${result.allowed} allowed)`);
    return;
  }
  counts.differing++;
  const reason = result.sizeChanged
    ? `size changed from ${result.expectedSize} to ${result.actualSize} (${result.pixels} px differ)`
    : `${result.pixels} px differ (${result.allowed} allowed)`;
  const files = writeReportFiles(job.name, {
    'expected.png': expectedPng,
    'actual.png': png,
    'diff.png': encodePng(result.diff),
  });
  differences.push({ name: job.name, title, reason, files });
  console.log(`  differs  ${job.name}: ${reason}`);
}

let next = 0;
let done = 0;
const handling = [];
async function worker(page) {
  while (next < jobs.length) {
    const job = jobs[next++];
    let shot;
    const began = performance.now();
    for (let attempt = 1; !shot; attempt++) {
      try {
        shot = await captureStory(page, baseUrl, job.story.id, job.width, { check: job.check });
      } catch (error) {
        if (attempt < 2) continue;
        counts.errors++;
        errors.push(`${job.name}: ${error.message.split('\n')[0]}`);
        console.log(`  error    ${job.name}: ${error.message.split('\n')[0]}`);
        break;
      }
    }
    if (shot && job.check) {
      checkedStories.push({
        story: job.story,
        seconds: (performance.now() - began) / 1000,
        problems: shot.problems,
      });
      if (shot.problems.length > 0) {
        failures.push({ story: job.story, problems: shot.problems });
        console.log(`  failed   ${job.story.id}: ${shot.problems[0]}`);
      }
    }
    if (shot?.png) {
      if (shot.note) notes.push(`${job.name}: ${shot.note}`);
      // Compared (or written) while this page renders the next story.
      handling.push(
        handle(job, shot.png).catch((error) => {
          counts.errors++;
          errors.push(`${job.name}: ${error.message}`);
        }),
      );
    }
    done++;
    if (done % 50 === 0) console.log(`  ${done}/${jobs.length} images (${seconds()} s)`);
  }
}
await Promise.all(pages.map((page) => worker(page)));
await Promise.all(handling);
await browser.close();
server.close();

// The checks as JUnit (reports/junit/storybook.xml, as the test-runner wrote it): one test per story.
if (checkedStories.length > 0) {
  const xml = (text) =>
    String(text).replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);
  const cases = checkedStories
    .sort((a, b) => a.story.id.localeCompare(b.story.id))
    .map(({ story, seconds: took, problems }) => {
      const head = `<testcase classname="${xml(story.title)}" name="${xml(story.name)}" time="${took.toFixed(3)}"`;
      return problems.length === 0
        ? `${head}/>`
        : `${head}><failure message="${xml(problems[0])}">${xml(problems.join('\n'))}</failure></testcase>`;
    });
  fs.mkdirSync(path.resolve('reports/junit'), { recursive: true });
  fs.writeFileSync(
    path.resolve('reports/junit/storybook.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="stories" tests="${cases.length}" failures="${failures.length}">\n` +
      `<testsuite name="stories" tests="${cases.length}" failures="${failures.length}">\n${cases.join('\n')}\n</testsuite>\n</testsuites>\n`,
  );
}

// Baselines whose story (or width) is gone.
const stale = fs
  .readdirSync(BASELINE_DIR)
  .filter((file) => file.endsWith('.png') && !allNames.has(file.slice(0, -'.png'.length)));
if (stale.length > 0) {
  if (args.update && filters.length === 0) {
    for (const file of stale) fs.rmSync(path.join(BASELINE_DIR, file));
    console.log(
      `Removed ${stale.length} baselines whose story is gone:\n${stale.map((f) => `  ${f}`).join('\n')}`,
    );
  } else {
    console.log(
      `${stale.length} baselines have no story any more (\`npm run test:visual -- --update\` removes them):\n` +
        stale.map((f) => `  ${f}`).join('\n'),
    );
  }
}
if (fs.statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs !== builtAt) {
  console.log('Warning: storybook-static/ was rebuilt during the run: the screenshots may mix two builds.');
}
if (tolerated.length > 0) {
  console.log(`Within the allowance (anti-aliasing):\n${tolerated.map((t) => `  ${t}`).join('\n')}`);
}
if (notes.length > 0)
  console.log(`Play functions that did not finish cleanly:\n${notes.map((n) => `  ${n}`).join('\n')}`);

const bytes = fs
  .readdirSync(BASELINE_DIR)
  .reduce((sum, file) => sum + fs.statSync(path.join(BASELINE_DIR, file)).size, 0);
const size = `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const checkSummary = args['skip-checks']
  ? 'checks skipped'
  : `${checkedStories.length} checked, ${failures.length} failed`;
if (failures.length > 0) {
  console.log(
    `Stories that failed their test (render, play function, axe, console):\n` +
      failures
        .map(
          ({ story, problems }) =>
            `  ${story.title} › ${story.name} (${story.id})\n${problems.map((p) => `    ${p}`).join('\n')}`,
        )
        .join('\n'),
  );
}

if (args.update) {
  console.log(
    `test:visual: ${selected.length} stories, ${jobs.length} images: ${counts.written} new, ${counts.updated} updated, ` +
      `${counts.unchanged} unchanged, ${counts.errors} errors, stories ${checkSummary}, in ${seconds()} s (visual/baselines: ${size})`,
  );
  process.exit(counts.errors > 0 || failures.length > 0 ? 1 : 0);
}

if (differences.length > 0) {
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(REPORT_DIR, 'index.html'),
    reportHtml(differences, { date: new Date().toISOString() }),
  );
}
console.log(
  `test:visual: ${selected.length} stories, ${jobs.length} images, ${counts.differing} differences, ` +
    `${counts.missing} missing, ${counts.errors} errors; stories ${checkSummary}; in ${seconds()} s`,
);
if (differences.length > 0) {
  console.log(
    `Report: ${path.relative(process.cwd(), path.join(REPORT_DIR, 'index.html'))}. If the changes are intended, ` +
      'update the baselines: npm run test:visual -- --update (or -- --update --story <id-substring>).',
  );
}
if (errors.length > 0) console.log(`Not captured:\n${errors.map((e) => `  ${e}`).join('\n')}`);
process.exit(differences.length > 0 || errors.length > 0 || failures.length > 0 ? 1 : 0);
