import { summariseTasks, type CallFrame, type TraceEvent } from './load-tasks';

const MAIN = { pid: 1, tid: 1 };
const frame = (functionName: string, url: string): CallFrame => ({
  functionName,
  url,
  lineNumber: 0,
  columnNumber: 0,
});
const task = (ts: number, ms: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts,
  dur: ms * 1000,
});

type Node = { id: number; parent?: number; callFrame: CallFrame };

/** A chunk of profile `id`'s samples, as the profiler's thread (tid 9) writes it. */
const chunk = (id: string, nodes: Node[], samples: number[], timeDeltas: number[]): TraceEvent => ({
  name: 'ProfileChunk',
  ph: 'P',
  pid: 1,
  tid: 9,
  id,
  ts: 70_000,
  args: { data: { cpuProfile: { nodes, samples }, timeDeltas } },
});

/** The page's samples: render (ours) calling hydrate (a package's), at 2, 12 and 27 ms. */
const PAGE_SAMPLES = chunk(
  '0x1',
  [
    { id: 1, callFrame: frame('(root)', '') },
    { id: 2, parent: 1, callFrame: frame('render', 'src/app/render.tsx') },
    { id: 3, parent: 2, callFrame: frame('hydrate', 'react-dom') },
  ],
  [3, 3, 2],
  [0, 10_000, 15_000],
);

/** A navigation at 1 ms, a 60 ms task at 2 ms, and the profiler's samples (`pageSamples`) inside it. */
function trace(pageSamples = PAGE_SAMPLES): TraceEvent[] {
  return [
    { name: 'navigationStart', ph: 'R', ...MAIN, ts: 500, args: { data: { documentLoaderURL: '' } } },
    {
      name: 'navigationStart',
      ph: 'R',
      ...MAIN,
      ts: 1000,
      args: { data: { documentLoaderURL: 'http://127.0.0.1/' } },
    },
    task(200, 80), // before the navigation
    task(2000, 60),
    task(70_000, 10), // short
    task(80_000, 90, { pid: 1, tid: 2 }), // another thread
    { name: 'Layout', ph: 'X', ...MAIN, ts: 3000, dur: 20_000 },
    { name: 'ParseHTML', ph: 'X', ...MAIN, ts: 25_000, dur: 5_000 },
    { name: 'FunctionCall', ph: 'X', ...MAIN, ts: 31_000, dur: 5_000 },
    { name: 'Layout', ph: 'X', pid: 1, tid: 2, ts: 3000, dur: 50_000 },
    { name: 'Profile', ph: 'P', ...MAIN, id: '0x1', ts: 1500, args: { data: { startTime: 2000 } } },
    pageSamples,
    // A worker's profile, in the same process: not the page's thread.
    { name: 'Profile', ph: 'P', pid: 1, tid: 5, id: '0x2', ts: 1500, args: { data: { startTime: 2000 } } },
    chunk('0x2', [{ id: 7, callFrame: frame('search', 'src/worker.ts') }], [7], [1_000]),
  ];
}

const options = {
  minMs: 50,
  label: (f: CallFrame) => `${f.functionName} ${f.url}`.trim(),
  ours: (name: string) => name.includes('src/'),
};

describe('summariseTasks', () => {
  it('lists the navigating thread’s long tasks from the navigation on, with their work and samples', () => {
    expect(summariseTasks(trace(), options)).toEqual([
      {
        at: 1,
        duration: 60,
        work: [
          ['Layout', 20],
          ['ParseHTML', 5],
        ],
        // Each sample lasts until the next; the last one until the task's end.
        self: [
          ['render src/app/render.tsx', 35],
          ['hydrate react-dom', 25],
        ],
        // Our frames count every sample they are on the stack of.
        ours: [['render src/app/render.tsx', 60]],
      },
    ]);
  });

  it('lowers and raises the bar with minMs', () => {
    expect(summariseTasks(trace(), { ...options, minMs: 5 }).map((t) => [t.at, t.duration])).toEqual([
      [1, 60],
      [69, 10],
    ]);
    expect(summariseTasks(trace(), { ...options, minMs: 61 })).toEqual([]);
  });

  it('counts a function once per sample however deep it recurs, and keeps only the top ones', () => {
    const recursive = trace(
      chunk(
        '0x1',
        [
          { id: 1, callFrame: frame('render', 'src/app/render.tsx') },
          { id: 2, parent: 1, callFrame: frame('render', 'src/app/render.tsx') },
          { id: 3, parent: 2, callFrame: frame('hydrate', 'react-dom') },
        ],
        [3],
        [0],
      ),
    );
    const [summary] = summariseTasks(recursive, { ...options, top: 1 });
    expect(summary?.ours).toEqual([['render src/app/render.tsx', 60]]);
    expect(summary?.self).toEqual([['hydrate react-dom', 60]]);
  });

  it('finds nothing without a navigation to an address', () => {
    expect(summariseTasks(trace().slice(0, 1).concat(trace().slice(2)), options)).toEqual([]);
  });
});
