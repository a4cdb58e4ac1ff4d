// Import cycles in src/, found by madge, twice (`npm run check:cycles`, in CI):
// 1. runtime imports only (type-only imports skipped): there must be none;
// 2. every import, types included: there must be none either, apart from the standard typing of
//    Redux's hooks, `app/hooks.ts` → `app/store.ts` (the typed hooks need RootState and AppDispatch,
//    and the store is made of the features that use the hooks). That one edge is taken out of the
//    graph before looking for cycles, so any other cycle through the hooks still counts.
// An import madge cannot resolve fails the check too: a cycle hidden behind a broken alias is
// still a cycle. Usage: node scripts/check-cycles.mjs
import madge from 'madge';

const HOOKS = 'app/hooks.ts';
const STORE = 'app/store.ts';

const config = {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.json',
};

const skipTypes = { skipTypeImports: true };

function describe(cycles) {
  return cycles.map((cycle, i) => `  ${i + 1}) ${cycle.join(' > ')}`).join('\n');
}

let failed = false;

const runtime = await madge('src', { ...config, detectiveOptions: { ts: skipTypes, tsx: skipTypes } });
// A data file imported for its address (`./data/products.json?url`) is no module: it imports nothing.
const unresolved = runtime
  .warnings()
  .skipped.filter((file) => !file.includes('node_modules') && !/\.json\?url$/.test(file));
if (unresolved.length > 0) {
  console.error(`madge could not resolve:\n  ${unresolved.join('\n  ')}`);
  failed = true;
}
const runtimeCycles = runtime.circular();
if (runtimeCycles.length > 0) {
  console.error(`Import cycles (runtime imports):\n${describe(runtimeCycles)}`);
  failed = true;
} else {
  console.log(`No import cycle among the runtime imports of ${Object.keys(runtime.obj()).length} modules.`);
}

const all = await madge('src', config);
const graph = all.obj();
if (!graph[HOOKS]?.includes(STORE)) {
  console.error(`Expected ${HOOKS} to import ${STORE}'s types: update this script.`);
  failed = true;
}
const withoutHooksTyping = {
  ...graph,
  [HOOKS]: (graph[HOOKS] ?? []).filter((dependency) => dependency !== STORE),
};
const typeCycles = (await madge(withoutHooksTyping, config)).circular();
if (typeCycles.length > 0) {
  console.error(`Import cycles (type imports included, ${HOOKS} → ${STORE} aside):\n${describe(typeCycles)}`);
  failed = true;
} else {
  console.log(`No import cycle with type imports counted, apart from ${HOOKS} → ${STORE}.`);
}

process.exit(failed ? 1 : 0);
