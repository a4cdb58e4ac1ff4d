// After `webpack --mode production`: writes the HTML of each public page into dist/, rendered by the
// prerender build (.prerender/prerender.cjs, from src/app/prerender.tsx) into dist/shell.html, so that
// the page paints before any JavaScript runs; main.tsx then hydrates it. `/` becomes index.html,
// `/women` women.html, `/product/1` product/1.html (static hosts serve `/women` from women.html);
// everything else falls back to shell.html. Usage: node scripts/prerender.mjs [dist]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const dist = path.resolve(process.argv[2] ?? 'dist');
const { PRERENDER_PATHS, renderPage } = require('../.prerender/prerender.cjs');

// html-webpack-plugin minifies the page: <div id=root></div>.
const ROOT = /<div id="?root"?><\/div>/;
const shell = fs.readFileSync(path.join(dist, 'shell.html'), 'utf8');
if (!ROOT.test(shell) || !shell.includes('</head>')) {
  throw new Error('dist/shell.html has no empty root element to prerender into');
}

/** The file a static host serves for a path. */
export function fileFor(route) {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

const started = Date.now();
for (const route of PRERENDER_PATHS) {
  const { html, styleTags } = await renderPage(route);
  const page = shell
    .replace('</head>', () => `${styleTags}</head>`)
    .replace(ROOT, () => `<div id="root" data-prerendered="${route}" inert>${html}</div>`);
  const file = path.join(dist, fileFor(route));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, page);
}
console.log(`Prerendered ${PRERENDER_PATHS.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
