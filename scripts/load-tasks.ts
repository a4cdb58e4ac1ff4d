/**
 * `npm run profile:load -- [--route /] [--runs 1] [--min 50] [--cpu 4] [--no-network] [--rebuild] [--port 4388]
 * [--after 2000] [--block TEXT]`:
 * what a cold visit's long tasks are made of, on the phone profile (issue 33: 390×844, 4× CPU,
 * 1.6 Mbps down, 150 ms round trips), in Debian Chromium. It builds the shop once with source maps
 * (`--env sourcemaps`, into .tmp/dist-sourcemaps; `--rebuild` builds it again), visits the route
 * with a trace of the main thread and V8's sampling profiler, and prints each main-thread task of
 * at least `--min` ms (at the emulated speed) from the navigation until `--after` ms (2000) after its
 * controls work (the root's `data-ready`):
 * - when it started (ms from navigation) and how long it took;
 * - the browser's own work in it (HTML parsing, style, layout, paint, script evaluation...);
 * - the functions that spent its time (self time, source-mapped: file:line in src/ or a package);
 * - our own modules on the stack (inclusive time), which say which part of the shop asked for it.
 * A frame named by a number (`9412 src/app/persistence/storage.ts:145`) is a webpack module's
 * factory, that is, its evaluation: a concatenated module is placed at the first source of it.
 * The first paint and the largest paint are printed beside them. A measuring tool, not a check:
 * the numbers swing with the host, and bench:app holds the targets.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';

/** The phone profile of bench:app (bench/app.ts `PHONE`), which issue 33 measures on. */
const PHONE = { width: 390, height: 844, cpuThrottling: 4, downMbps: 1.6, upMbps: 0.75, roundTripMs: 150 };

/** One event of a Chrome trace, as far as this reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** A profile's id: its `Profile` event is on the profiled thread, its chunks on the profiler's. */
  id?: string;
  args?: Record<string, unknown>;
}

/** A frame of V8's sampling profiler: a function, where it is (0-based line and column). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** A node of a trace's profile chunk: it names its parent (the root has none). */
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** A long task, with what its time went to (ms, largest first). */
export interface TaskSummary {
  /** ms from navigation. */
  at: number;
  duration: number;
  /** The browser's own work in the task: trace events by name. */
  work: [string, number][];
  /** Self time of the functions (as `label` names them) sampled in the task. */
  self: [string, number][];
  /** Inclusive time of the frames `ours` keeps (each counted once per sample). */
  ours: [string, number][];
}

/** The browser's work that a task's trace events name (nested events are not added up twice). */
const WORK = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'Decode Image',
  'MajorGC',
  'MinorGC',
]);

const sorted = (totals: Map<string, number>, top: number): [string, number][] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => [key, Math.round(us / 100) / 10]);

const add = (totals: Map<string, number>, key: string, us: number) =>
  totals.set(key, (totals.get(key) ?? 0) + us);

/**
 * The tasks of the thread that navigated (its `navigationStart`), at least `minMs` long and from the
 * navigation on, each with its work, the self time of its sampled functions (`label`), and the
 * inclusive time of the frames whose label `ours` keeps. The samples are the profiler's
 * (the `Profile` of the same thread, and the `ProfileChunk`s of its id): each sample lasts until the
 * next.
 */
export function summariseTasks(
  events: readonly TraceEvent[],
  {
    minMs,
    label,
    ours,
    top = 8,
  }: { minMs: number; label: (frame: CallFrame) => string; ours: (label: string) => boolean; top?: number },
): TaskSummary[] {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      String(
        (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '',
      ).startsWith('http'),
  );
  if (!navigation) return [];
  const onThread = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const tasks = events
    .filter(
      (e) =>
        onThread(e) &&
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.ts >= navigation.ts &&
        (e.dur ?? 0) >= minMs * 1000,
    )
    .sort((a, b) => a.ts - b.ts);

  // The profiler's samples on that thread, in time order.
  const nodes = new Map<number, ProfileNode>();
  const samples: number[] = [];
  const times: number[] = [];
  let clock = 0;
  const profiles = new Set(events.filter((e) => e.name === 'Profile' && onThread(e)).map((e) => e.id));
  for (const e of events) {
    if (
      (e.name !== 'Profile' && e.name !== 'ProfileChunk') ||
      e.pid !== navigation.pid ||
      !profiles.has(e.id)
    )
      continue;
    const data = e.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (e.name === 'Profile') clock = data?.startTime ?? clock;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const chunk = data?.cpuProfile?.samples ?? [];
    chunk.forEach((id, i) => {
      clock += data?.timeDeltas?.[i] ?? 0;
      samples.push(id);
      times.push(clock);
    });
  }
  const labels = new Map<number, string>();
  const labelOf = (node: ProfileNode) => {
    let name = labels.get(node.id);
    if (name === undefined) labels.set(node.id, (name = label(node.callFrame)));
    return name;
  };

  const threadWork = events.filter((e) => onThread(e) && e.ph === 'X' && WORK.has(e.name));

  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const work = new Map<string, number>();
    for (const e of threadWork) if (e.ts >= task.ts && e.ts < end) add(work, e.name, e.dur ?? 0);
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    samples.forEach((id, i) => {
      const at = times[i] ?? -Infinity;
      if (at < task.ts || at >= end) return;
      const lasts = Math.min(times[i + 1] ?? end, end) - at;
      let node = nodes.get(id);
      if (!node) return;
      add(self, labelOf(node), lasts);
      const seen = new Set<string>();
      while (node) {
        const name = labelOf(node);
        if (ours(name) && !seen.has(name)) {
          seen.add(name);
          add(inclusive, name, lasts);
        }
        node = node.parent === undefined ? undefined : nodes.get(node.parent);
      }
    });
    return {
      at: Math.round((task.ts - navigation.ts) / 1000),
      duration: Math.round((task.dur ?? 0) / 1000),
      work: sorted(work, top),
      self: sorted(self, top),
      ours: sorted(inclusive, top),
    };
  });
}

/**
 * Names a frame by where its code was written: `name src/app/store.ts:131` or `name package/file:line`
 * through the source map of its script in `dist`, the native frames as V8 names them.
 */
function sourceLabeller(dist: string): (frame: CallFrame) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame) => {
    const script = /\/js\/([^/?#]+\.js)$/.exec(frame.url)?.[1];
    if (!script)
      return frame.url ? `${frame.functionName || '(anonymous)'} ${frame.url}` : frame.functionName;
    if (!maps.has(script)) {
      const file = path.join(dist, 'js', `${script}.map`);
      maps.set(
        script,
        fs.existsSync(file)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    const map = maps.get(script);
    const at = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!at?.source) return `${frame.functionName || '(anonymous)'} ${script}`;
    const source = at.source.replace(/^webpack:\/\/[^/]+\//, '').replace(/^.*node_modules\//, '');
    return `${at.name ?? (frame.functionName || '(anonymous)')} ${source}:${at.line}`;
  };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const route = option('route', '/');
  const runs = Number(option('runs', '1'));
  const minMs = Number(option('min', '50'));
  const cpu = Number(option('cpu', String(PHONE.cpuThrottling)));
  const afterMs = Number(option('after', '2000'));
  // --block TEXT: what the visit is made of when the addresses containing TEXT never come.
  const blocked = option('block', '');
  const network = !args.includes('--no-network');
  const root = path.resolve(__dirname, '..');
  const dist = path.join(root, '.tmp/dist-sourcemaps');

  if (args.includes('--rebuild') || !fs.existsSync(path.join(dist, 'index.html'))) {
    const built = spawnSync(
      process.execPath,
      ['scripts/build.mjs', '--env', `dist=${path.relative(root, dist)}`, '--env', 'sourcemaps=1'],
      { cwd: root, stdio: 'inherit' },
    );
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  // Served as a static host serves it (scripts/serve.mjs), on a port of its own (bench:app has 4300-4302).
  const port = Number(option('port', '4388'));
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), dist, String(port)], {
    stdio: 'ignore',
  });
  for (let attempt = 0; ; attempt += 1) {
    const up = await new Promise<boolean>((answered) =>
      http
        .get(`http://127.0.0.1:${port}/`, (response) => answered(response.resume() && true))
        .on('error', () => answered(false)),
    );
    if (up) break;
    if (attempt > 100) throw new Error(`The server of ${dist} did not start on port ${port}`);
    await new Promise((waited) => setTimeout(waited, 100));
  }
  const label = sourceLabeller(dist);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: PHONE.width, height: PHONE.height },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      // Nothing leaves the machine (the category photos' host).
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (request) => request.abort('internetdisconnected'));
      if (blocked)
        await page.route(
          (url) => url.href.includes(blocked),
          (request) => request.abort('blockedbyclient'),
        );
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      if (network) {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: PHONE.roundTripMs,
          downloadThroughput: (PHONE.downMbps * 1e6) / 8,
          uploadThroughput: (PHONE.upMbps * 1e6) / 8,
        });
      }
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'loading',
          'blink.user_timing',
        ],
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'load', timeout: 120_000 });
      // Until the controls work (the root marked ready), and a while after: the parts below the fold
      // hydrate when they are near or touched, so "every part hydrated" may never come without a shopper.
      await page.waitForSelector('#root[data-ready]', { state: 'attached', timeout: 120_000 });
      await page.waitForTimeout(afterMs);
      const paints = await page.evaluate(async () => ({
        first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        // The largest paint is only observed (buffered), never in the performance timeline.
        largest: await new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(NaN), 1000);
        }),
      }));
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const tasks = summariseTasks(trace.traceEvents, {
        minMs,
        label,
        ours: (name) => / src\//.test(name),
      });
      const ms = (n: number) => `${Math.round(n)} ms`;
      console.log(
        `\n${route}, run ${run} of ${runs}: first paint ${ms(paints.first)}, largest paint ${ms(paints.largest)}; ` +
          `tasks of ${minMs} ms or more until ${afterMs} ms after the controls work (CPU ${cpu}×${network ? ', 1.6 Mbps, 150 ms' : ''}):`,
      );
      const list = (pairs: [string, number][]) => pairs.map(([name, t]) => `${t} ${name}`).join(' · ');
      for (const task of tasks) {
        console.log(`\n  at ${ms(task.at)}, ${ms(task.duration)}`);
        if (task.work.length) console.log(`    browser: ${list(task.work)}`);
        if (task.self.length) console.log(`    self:    ${list(task.self)}`);
        if (task.ours.length) console.log(`    ours:    ${list(task.ours)}`);
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
