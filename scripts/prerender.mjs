// After `webpack --mode production`: writes the HTML of each public page into dist/, rendered by the
// prerender build (.prerender/prerender.cjs, from src/app/prerender.tsx) into dist/shell.html, so that
// the page paints before any JavaScript runs; main.tsx then hydrates it. `/` becomes index.html,
// `/women` women.html, `/product/1` product/1.html (static hosts serve `/women` from women.html);
// everything else falls back to shell.html. Usage: node scripts/prerender.mjs [dist]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { createHash } from 'node:crypto';

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

// React puts its preloads of the page's eager pictures at the start of the rendered HTML. The one
// with fetchPriority="high" is the page's largest picture (its LCP): it goes first in <head>, ahead
// of the stylesheet-free head's other requests (the route's chunks and data), so that on a slow
// network it has a connection and the bandwidth before anything else.
const LEADING_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;
const HIGH_PRIORITY = / fetchPriority="high"/;
const VIEWPORT = /<meta name="?viewport"?[^>]*>/;
if (!VIEWPORT.test(shell)) throw new Error('dist/shell.html has no viewport <meta>');

/** The page's HTML without its high-priority picture's preload, and that preload (or ''). */
function takeLcpPreload(html) {
  const leading = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  const lcp = leading.split(/(?<=\/>)/).find((tag) => HIGH_PRIORITY.test(tag)) ?? '';
  return lcp ? { html: html.replace(lcp, ''), lcp } : { html, lcp };
}

// A prerendered page paints from its HTML alone. Its app code (main.js, the largest file of the
// load) is fetched right after that first paint by a tiny script (js/boot.[hash].js, not inline:
// the CSP allows 'self' scripts only), so that on a slow network the page's pictures, its chunks
// and its data have the bandwidth first; React hydrates after the first paint anyway (main.tsx).
// A page in a background tab fetches it at once (no frames are painted there).
const MAIN_TAG = /<script (?=[^>]*\bdefer\b)[^>]*\bsrc="?(\/js\/main(?:\.[0-9a-f]+)?\.js)"?[^>]*><\/script>/;
const mainFile = MAIN_TAG.exec(shell)?.[1];
if (!mainFile) throw new Error('dist/shell.html has no deferred main.js script');
const bootSource = `(function(){var done=false;function go(){if(done)return;done=true;var s=document.createElement("script");s.src=${JSON.stringify(mainFile)};document.head.appendChild(s)}
if(document.visibilityState!=="visible"){go();return}
document.addEventListener("visibilitychange",go,{once:true});requestAnimationFrame(function(){setTimeout(go,0)})})();
`;
const bootFile = `/js/boot.${createHash('sha256').update(bootSource).digest('hex').slice(0, 8)}.js`;
for (const old of fs.readdirSync(path.join(dist, 'js')).filter((name) => /^boot\.[0-9a-f]+\.js$/.test(name)))
  fs.rmSync(path.join(dist, 'js', old));
fs.writeFileSync(path.join(dist, bootFile), bootSource);
const BOOT_TAG = `<script defer src="${bootFile}"></script>`;

const started = Date.now();
for (const route of PRERENDER_PATHS) {
  const rendered = await renderPage(route);
  const { styleTags, headTags, pageData } = rendered;
  const { html, lcp } = takeLcpPreload(rendered.html);
  const page = shell
    .replace(VIEWPORT, (viewport) => `${viewport}${lcp}`)
    .replace(HINTS_TAG, () => preloadTagsFor(route))
    .replace(MAIN_TAG, () => BOOT_TAG)
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
