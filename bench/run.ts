/**
 * Scale benchmark (`npm run bench`): synthetic catalogues of 1,000, 10,000 and 100,000 products
 * timed through the production code paths (the search engine's index build and typo-tolerant
 * query, filtering, sorting and facet counts), with Fuse.js side by side on the same queries.
 *
 *   npm run bench                         all sizes; prints tables, writes bench/results.json
 *   npm run bench -- --sizes=1000,10000   some sizes only
 *   npm run bench -- --check              exit 1 when a target is missed
 *
 * Run through esbuild-register (no build step): node --expose-gc -r esbuild-register bench/run.ts
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Fuse from 'fuse.js';
import { indexBuildCount, searchProducts } from '@/features/search/engine/productSearch';
import { applyFilters, facetCounts } from '@/features/search/filters';
import { initialFilters, type Filters } from '@/features/search/searchSlice';
import { sortProducts, type SortKey } from '@/features/catalog/sort';
import type { Product } from '@/features/catalog/types';
import { PRICE_QUICK_PICKS } from '@/shared/lib/catalogOptions';
import { DEFAULT_PRICE_RANGE, PAGE_SIZE } from '@/shared/lib/constants';
import { assertRealShape, BENCH_SEED, syntheticCatalog } from './catalog';
import { matchesExactly, QUERIES } from './queries';

// ---------------------------------------------------------------------------------------------
// Options

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SIZES = (option('sizes') ?? '1000,10000,100000').split(',').map(Number);
const CHECK = args.includes('--check');
const OUT = option('out') ?? path.join(__dirname, 'results.json');

/** Timed rounds over all 20 queries (after one warm-up round), fewer for the larger catalogues. */
const rounds = (n: number) => (n <= 1_000 ? 30 : n <= 10_000 ? 15 : 8);
const fuseRounds = (n: number) => (n <= 1_000 ? 10 : n <= 10_000 ? 4 : 2);
const FILTER_SORT_ROUNDS = 8;

// ---------------------------------------------------------------------------------------------
// Filter + sort combinations (the filter panel's controls, each sort)

const quickPick = (label: string): [number, number] => {
  const pick = PRICE_QUICK_PICKS.find((p) => p.label === label);
  if (!pick) throw new Error(`No price quick pick "${label}"`);
  return [pick.range[0], pick.range[1]];
};
const anyPrice: [number, number] = [DEFAULT_PRICE_RANGE[0], DEFAULT_PRICE_RANGE[1]];
const combo = (sort: SortKey, filters: Partial<Filters>) => ({
  sort,
  filters: { ...initialFilters, priceRange: anyPrice, ...filters },
});

const COMBINATIONS: readonly { sort: SortKey; filters: Filters }[] = [
  combo('priceLowToHigh', {}),
  combo('featured', { priceRange: quickPick('Under ₹1,000') }),
  combo('priceHighToLow', { priceRange: quickPick('₹1,000–₹2,000') }),
  combo('rating', { priceRange: quickPick('₹2,000–₹3,000'), brands: ['Biba'] }),
  combo('newest', { priceRange: quickPick('Above ₹3,000') }),
  combo('discount', { brands: ["Levi's", 'Nike', 'Puma'] }),
  combo('priceLowToHigh', { sizes: ['M', 'L'] }),
  combo('rating', { colors: ['Blue', 'Black'] }),
  combo('priceLowToHigh', {
    priceRange: quickPick('₹1,000–₹2,000'),
    brands: ['FabIndia', 'Biba', 'Libas'],
    sizes: ['S'],
    colors: ['Pink', 'Red'],
  }),
  combo('newest', { sizes: ['32', '34'], colors: ['Navy'] }),
];

// ---------------------------------------------------------------------------------------------
// Helpers

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();

function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  // Nearest rank.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}
const median = (s: readonly number[]) => quantile(s, 0.5);
const p95 = (s: readonly number[]) => quantile(s, 0.95);
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Runs `fn` once: its result, wall-clock ms, and CPU ms of this process (load-independent, GC threads included). */
function time<T>(fn: () => T): [T, number, number] {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return [result, wall, (used.user + used.system) / 1000];
}

function recall(found: readonly Product[], relevant: ReadonlySet<number>): number {
  if (relevant.size === 0) return 1;
  let hits = 0;
  for (const p of found) if (relevant.has(p.id)) hits += 1;
  return hits / relevant.size;
}
function precision(found: readonly Product[], relevant: ReadonlySet<number>): number {
  if (found.length === 0) return 1;
  let hits = 0;
  for (const p of found) if (relevant.has(p.id)) hits += 1;
  return hits / found.length;
}
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]) =>
    '| ' +
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join(' | ') +
    ' |';
  return [
    line(headers),
    '|' + widths.map((w, c) => (c === 0 ? ':' : '-') + '-'.repeat(w) + (c === 0 ? '-' : ':')).join('|') + '|',
    ...cells.slice(1).map(line),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// One catalogue size

interface QueryResult {
  query: string;
  corrected?: string;
  results: number;
  medianMs: number;
  p95Ms: number;
  fuseResults: number;
  fuseMedianMs: number;
  relevant?: number;
  recall?: number;
  fuseRecall?: number;
  precision?: number;
  fusePrecision?: number;
}

function benchSize(n: number) {
  const catalog = syntheticCatalog(n);
  assertRealShape(catalog);
  gc();

  // Search index: built once per catalogue, on the first query (the engine memoizes it on the array).
  const builtBefore = indexBuildCount();
  const [, indexBuildMs] = time(() => searchProducts(catalog, 'a'));
  if (indexBuildCount() !== builtBefore + 1) throw new Error('Expected exactly one index build');

  // Fuse.js with a typical configuration; its constructor builds its index.
  const [fuse, fuseIndexBuildMs] = time(
    () =>
      new Fuse(catalog, {
        keys: ['name', 'brand', 'category', 'type', 'color'],
        threshold: 0.4,
        ignoreLocation: true,
      }),
  );

  // Our engine: one warm-up round, then rounds over all queries (interleaved, so load spikes spread).
  const ours = new Map<string, { samples: number[]; cpu: number[]; found: Product[] }>();
  for (const q of QUERIES)
    ours.set(q.query, { samples: [], cpu: [], found: searchProducts(catalog, q.query) });
  gc();
  for (let r = 0; r < rounds(n); r += 1) {
    for (const q of QUERIES) {
      const [found, ms, cpu] = time(() => searchProducts(catalog, q.query));
      const entry = ours.get(q.query)!;
      entry.samples.push(ms);
      entry.cpu.push(cpu);
      entry.found = found;
    }
  }
  if (indexBuildCount() !== builtBefore + 1) throw new Error('The index was rebuilt during the queries');

  const theirs = new Map<string, { samples: number[]; found: Product[] }>();
  for (const q of QUERIES)
    theirs.set(q.query, { samples: [], found: fuse.search(q.query).map((r) => r.item) });
  gc();
  for (let r = 0; r < fuseRounds(n); r += 1) {
    for (const q of QUERIES) {
      const [found, ms] = time(() => fuse.search(q.query));
      theirs.get(q.query)!.samples.push(ms);
      theirs.get(q.query)!.found = found.map((x) => x.item);
    }
  }

  const perQuery: QueryResult[] = QUERIES.map((q) => {
    const o = ours.get(q.query)!;
    const f = theirs.get(q.query)!;
    const row: QueryResult = {
      query: q.query,
      results: o.found.length,
      medianMs: round(median(o.samples)),
      p95Ms: round(p95(o.samples)),
      fuseResults: f.found.length,
      fuseMedianMs: round(median(f.samples)),
    };
    if (q.corrected) {
      const corrected = q.corrected;
      const relevant = new Set(catalog.filter((p) => matchesExactly(p, corrected)).map((p) => p.id));
      Object.assign(row, {
        corrected,
        relevant: relevant.size,
        recall: round(recall(o.found, relevant), 4),
        fuseRecall: round(recall(f.found, relevant), 4),
        precision: round(precision(o.found, relevant), 4),
        fusePrecision: round(precision(f.found, relevant), 4),
      });
    }
    return row;
  });
  const allOurs = [...ours.values()].flatMap((e) => e.samples);
  const allOursCpu = [...ours.values()].flatMap((e) => e.cpu);
  const allTheirs = [...theirs.values()].flatMap((e) => e.samples);
  const typoRows = perQuery.filter((r) => r.corrected);

  // Filter + sort over the whole catalogue (the worst case: a listing is a subset of it).
  gc();
  const filterSortSamples: number[] = [];
  const filterSortCpu: number[] = [];
  const facetSamples: number[] = [];
  const facetCpu: number[] = [];
  const shown: number[] = [];
  for (const c of COMBINATIONS) {
    sortProducts(applyFilters(catalog, c.filters), c.sort); // warm-up
    facetCounts(catalog, c.filters);
  }
  for (let r = 0; r < FILTER_SORT_ROUNDS; r += 1) {
    for (const c of COMBINATIONS) {
      const [list, ms, cpu] = time(() => sortProducts(applyFilters(catalog, c.filters), c.sort));
      filterSortSamples.push(ms);
      filterSortCpu.push(cpu);
      if (r === 0) shown.push(list.length);
      const [, facetMs, facetCpuMs] = time(() => facetCounts(catalog, c.filters));
      facetSamples.push(facetMs);
      facetCpu.push(facetCpuMs);
    }
  }

  return {
    summary: {
      n,
      indexBuildMs: round(indexBuildMs, 1),
      searchMedianMs: round(median(allOurs)),
      searchP95Ms: round(p95(allOurs)),
      searchCpuMedianMs: round(median(allOursCpu)),
      searchCpuP95Ms: round(p95(allOursCpu)),
      fuseIndexBuildMs: round(fuseIndexBuildMs, 1),
      fuseSearchMedianMs: round(median(allTheirs)),
      fuseSearchP95Ms: round(p95(allTheirs)),
      fuseSpeedup: round(median(allTheirs) / median(allOurs), 1),
      filterSortMedianMs: round(median(filterSortSamples)),
      filterSortP95Ms: round(p95(filterSortSamples)),
      filterSortCpuMedianMs: round(median(filterSortCpu)),
      facetCountsMedianMs: round(median(facetSamples)),
      facetCountsP95Ms: round(p95(facetSamples)),
      facetCountsCpuMedianMs: round(median(facetCpu)),
      typoRecall: round(mean(typoRows.map((r) => r.recall ?? 0)), 4),
      fuseTypoRecall: round(mean(typoRows.map((r) => r.fuseRecall ?? 0)), 4),
      typoPrecision: round(mean(typoRows.map((r) => r.precision ?? 0)), 4),
      fuseTypoPrecision: round(mean(typoRows.map((r) => r.fusePrecision ?? 0)), 4),
      searchSamples: allOurs.length,
      fuseSearchSamples: allTheirs.length,
      filterSortResults: shown,
      perQuery,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Run

const loadBefore = os.loadavg()[0] ?? 0;
console.log(
  `Rangoli scale bench — node ${process.version}, ${os.cpus().length} CPUs, load ${loadBefore.toFixed(1)}` +
    (typeof (globalThis as { gc?: unknown }).gc === 'function'
      ? ''
      : ' (run with --expose-gc for steadier figures)'),
);

const sizes: ReturnType<typeof benchSize>['summary'][] = [];
for (const n of SIZES) {
  process.stdout.write(`  ${n.toLocaleString('en-US')} products…`);
  const started = performance.now();
  sizes.push(benchSize(n).summary);
  console.log(` ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const loadAfter = os.loadavg()[0] ?? 0;

console.log(
  '\nWall-clock ms: median / p95 over every run of the 20 queries; filter + sort and facet counts: median over 10 combinations\n',
);
console.log(
  table(
    [
      'Products',
      'Index build',
      'Search median',
      'Search p95',
      'Fuse.js median',
      'Fuse.js p95',
      'Speed-up',
      'Filter + sort',
      'Facet counts',
    ],
    sizes.map((s) => [
      s.n.toLocaleString('en-US'),
      s.indexBuildMs,
      s.searchMedianMs,
      s.searchP95Ms,
      s.fuseSearchMedianMs,
      s.fuseSearchP95Ms,
      `${s.fuseSpeedup}×`,
      s.filterSortMedianMs,
      s.facetCountsMedianMs,
    ]),
  ),
);
console.log(
  '\nCPU ms of this process (what the code costs, whatever the load), and typo queries against their corrections\n',
);
console.log(
  table(
    [
      'Products',
      'Search median',
      'Search p95',
      'Filter + sort',
      'Facet counts',
      'Typo recall: ours / Fuse.js',
      'Typo precision: ours / Fuse.js',
    ],
    sizes.map((s) => [
      s.n.toLocaleString('en-US'),
      s.searchCpuMedianMs,
      s.searchCpuP95Ms,
      s.filterSortCpuMedianMs,
      s.facetCountsCpuMedianMs,
      `${s.typoRecall.toFixed(3)} / ${s.fuseTypoRecall.toFixed(3)}`,
      `${s.typoPrecision.toFixed(3)} / ${s.fuseTypoPrecision.toFixed(3)}`,
    ]),
  ),
);

for (const s of sizes) {
  console.log(
    `\nPer query at ${s.n.toLocaleString('en-US')} products (results; ms; recall of typo queries against the corrected query's exact matches)\n`,
  );
  console.log(
    table(
      [
        'Query',
        'Results',
        'Median',
        'p95',
        'Fuse results',
        'Fuse median',
        'Relevant',
        'Recall',
        'Fuse recall',
      ],
      s.perQuery.map((q) => [
        q.corrected ? `${q.query} (→ ${q.corrected})` : q.query,
        q.results,
        q.medianMs,
        q.p95Ms,
        q.fuseResults,
        q.fuseMedianMs,
        q.relevant ?? '',
        q.recall?.toFixed(3) ?? '',
        q.fuseRecall?.toFixed(3) ?? '',
      ]),
    ),
  );
}

const at = (n: number) => sizes.find((s) => s.n === n);
const targets: { target: string; value: number; limit: number; pass: boolean }[] = [];
const big = at(100_000);
if (big) {
  targets.push(
    {
      target: 'search median at 100,000 (ms)',
      value: big.searchMedianMs,
      limit: 10,
      pass: big.searchMedianMs <= 10,
    },
    { target: 'search p95 at 100,000 (ms)', value: big.searchP95Ms, limit: 25, pass: big.searchP95Ms <= 25 },
    {
      target: 'filter + sort median at 100,000 (ms)',
      value: big.filterSortMedianMs,
      limit: 30,
      pass: big.filterSortMedianMs <= 30,
    },
    {
      target: 'facet counts median at 100,000 (ms)',
      value: big.facetCountsMedianMs,
      limit: 30,
      pass: big.facetCountsMedianMs <= 30,
    },
  );
}
const mid = at(10_000);
if (mid) {
  targets.push(
    {
      target: 'speed-up over Fuse.js at 10,000 (×)',
      value: mid.fuseSpeedup,
      limit: 10,
      pass: mid.fuseSpeedup >= 10,
    },
    {
      target: 'typo recall at 10,000 minus Fuse.js recall',
      value: round(mid.typoRecall - mid.fuseTypoRecall, 4),
      limit: 0,
      pass: mid.typoRecall >= mid.fuseTypoRecall,
    },
  );
}
console.log('\nTargets\n');
console.log(
  table(
    ['Target', 'Value', 'Limit', 'Met'],
    targets.map((t) => [t.target, t.value, t.limit, t.pass ? 'yes' : 'NO']),
  ),
);
console.log(
  `\nListings render ${PAGE_SIZE} cards per page (Load more adds ${PAGE_SIZE}) whatever the catalogue size.` +
    `\nLoad average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.cpus().length} CPUs.`,
);

writeFileSync(
  OUT,
  JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: { before: round(loadBefore), after: round(loadAfter) },
      seed: BENCH_SEED,
      pageSize: PAGE_SIZE,
      fuseOptions: {
        keys: ['name', 'brand', 'category', 'type', 'color'],
        threshold: 0.4,
        ignoreLocation: true,
      },
      queries: QUERIES,
      combinations: COMBINATIONS,
      sizes,
      targets,
    },
    null,
    2,
  ) + '\n',
);
console.log(`Wrote ${path.relative(process.cwd(), OUT)}`);

if (CHECK && targets.some((t) => !t.pass)) process.exitCode = 1;
