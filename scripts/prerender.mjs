// After `webpack --mode production`: writes the HTML of each public page into dist/, rendered by the
// prerender build (.prerender/prerender.cjs, from src/app/prerender.tsx) into dist/shell.html, so that
// the page paints before any JavaScript runs; main.tsx then hydrates it. `/` becomes index.html,
// `/women` women.html, `/product/1` product/1.html (static hosts serve `/women` from women.html);
// everything else falls back to shell.html. Usage: node scripts/prerender.mjs [dist]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
const dist = path.resolve(process.argv[2] ?? 'dist');
// PRERENDER_BUNDLE: another build of src/app/prerender.tsx (check-hydration.mjs uses a development one).
const { PRERENDER_PATHS, renderPage, sitemap, siteUrl } = require(
  process.env.PRERENDER_BUNDLE ? path.resolve(process.env.PRERENDER_BUNDLE) : '../.prerender/prerender.cjs',
);

// html-webpack-plugin minifies the page: <div id=root></div>.
const ROOT = /<div id="?root"?><\/div>/;
const shell = fs.readFileSync(path.join(dist, 'shell.html'), 'utf8');
if (!ROOT.test(shell) || !shell.includes('</head>')) {
  throw new Error('dist/shell.html has no empty root element to prerender into');
}

// The route hints script (scripts/route-hints-plugin.ts) preloads a route's chunks and pictures from
// the browser. A prerendered page knows its route: it gets the same preloads as plain <link> tags
// (run here, through the very script) and does without the script.
const HINTS_TAG = /<script src="?(\/js\/hints\.[0-9a-f]+\.js)"? async(="")?><\/script>/;
const hintsFile = HINTS_TAG.exec(shell)?.[1];
const hintsSource = hintsFile ? fs.readFileSync(path.join(dist, hintsFile), 'utf8') : '';

/** The <link rel="preload"> tags the route hints script would add on this path. */
function preloadTagsFor(route) {
  if (!hintsSource) return '';
  const links = [];
  const document = {
    head: { appendChild: (link) => links.push(link) },
    createElement: () => {
      const link = { attributes: {}, setAttribute: (name, value) => (link.attributes[name] = value) };
      return link;
    },
  };
  vm.runInNewContext(hintsSource, { location: { pathname: route, search: '' }, document, URLSearchParams });
  const attribute = (name, value) =>
    `${name}="${String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  return links
    .map((link) => {
      const extra = Object.entries(link.attributes).map(([name, value]) => attribute(name, value));
      return `<link ${[attribute('rel', link.rel), attribute('href', link.href), ...extra].join(' ')}>`;
    })
    .join('');
}

// The shell's own title and description (public/index.html) give way to each page's head.
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_DESCRIPTION = /<meta\s+name="?description"?\s+content="[^"]*"\s*\/?>/;
if (!SHELL_TITLE.test(shell) || !SHELL_DESCRIPTION.test(shell)) {
  throw new Error('dist/shell.html has no <title> or description to replace');
}

/** The file a static host serves for a path. */
function fileFor(route) {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

const started = Date.now();
for (const route of PRERENDER_PATHS) {
  const { html, styleTags, headTags, pageData } = await renderPage(route);
  const page = shell
    .replace(HINTS_TAG, () => preloadTagsFor(route))
    .replace(SHELL_TITLE, '')
    .replace(SHELL_DESCRIPTION, '')
    .replace('</head>', () => `${styleTags}${headTags}</head>`)
    .replace(ROOT, () => `<div id="root" data-prerendered="${route}">${html}</div>${pageData}`);
  const file = path.join(dist, fileFor(route));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, page);
}
// Search engines find every prerendered page in sitemap.xml, named in robots.txt.
const today = new Date().toISOString().slice(0, 10);
fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(today));
const robots = path.join(dist, 'robots.txt');
const rules = fs
  .readFileSync(robots, 'utf8')
  .replace(/\n*Sitemap:.*$/gm, '')
  .trimEnd();
fs.writeFileSync(robots, `${rules}\n\nSitemap: ${siteUrl()}/sitemap.xml\n`);

console.log(`Prerendered ${PRERENDER_PATHS.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
