// After `webpack --mode production`: writes the HTML of each public page into dist/, so that the
// page paints before any JavaScript runs; main.tsx then hydrates it. The prerender bundle
// (.prerender/prerender.cjs, from src/app/prerender.tsx) renders the page; the page shell
// (scripts/page-shell: `documentHtml`, with the build's shell, page-shell.json beside the bundle)
// makes the document around it. Nothing edits HTML. `/` becomes index.html, `/women` women.html,
// `/product/1` product/1.html (static hosts serve `/women` from women.html), and the Hindi edition's
// under hi/ (`/hi/women` hi/women.html); the search page's shell is search.html (hi/search.html),
// and everything else falls back to shell.html, or under /hi/ to hi/shell.html.
// Usage: node -r esbuild-register scripts/prerender.ts [dist] (PRERENDER_BUNDLE: another bundle).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { documentHtml, searchShellHtml, type RenderedPage, type Shell } from './page-shell';
import type * as PrerenderBundle from '../src/app/prerender';

const load = createRequire(__filename);
const dist = path.resolve(process.argv[2] ?? 'dist');
// PRERENDER_BUNDLE: another build of src/app/prerender.tsx (check-hydration.mjs uses a development one).
const bundle = path.resolve(
  process.env.PRERENDER_BUNDLE ?? path.join(__dirname, '../.prerender/prerender.cjs'),
);
const { PRERENDER_PATHS, renderPage, renderSearchShell, sitemap, siteUrl } = load(
  bundle,
) as typeof PrerenderBundle;
const shell = JSON.parse(
  fs.readFileSync(path.join(path.dirname(bundle), 'page-shell.json'), 'utf8'),
) as Shell;

/**
 * The files a static host serves for a path: `/` index.html, `/women` women.html; the Hindi home
 * `/hi/` is hi/index.html, and hi.html for a host that asks for `/hi`.
 */
const filesFor = (route: string) =>
  route === '/'
    ? ['index.html']
    : route.endsWith('/')
      ? [`${route.slice(1)}index.html`, `${route.slice(1, -1)}.html`]
      : [`${route.slice(1)}.html`];

/** Every page, then sitemap.xml and robots.txt's line naming it. */
async function prerender() {
  const started = Date.now();
  for (const route of PRERENDER_PATHS) {
    const page: RenderedPage = { path: route, ...(await renderPage(route)) };
    const html = documentHtml(shell, page);
    for (const name of filesFor(route)) {
      const file = path.join(dist, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
    }
  }
  // The search page's shell in each edition (issue 33), served for `/search?q=…` as women.html is
  // for `/women`: the header and the results' places paint before main.js has run.
  for (const edition of ['en', 'hi'] as const) {
    const page = await renderSearchShell(edition);
    const file = path.join(dist, edition === 'hi' ? 'hi/search.html' : 'search.html');
    fs.writeFileSync(file, searchShellHtml(shell, { path: '/search', ...page }, edition));
  }
  // Search engines find every prerendered page in sitemap.xml, named in robots.txt.
  const today = new Date().toISOString().slice(0, 10);
  fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(today));
  const robots = path.join(dist, 'robots.txt');
  const rules = fs
    .readFileSync(robots, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('Sitemap:'))
    .join('\n')
    .trimEnd();
  fs.writeFileSync(robots, `${rules}\n\nSitemap: ${siteUrl()}/sitemap.xml\n`);
  console.log(
    `Prerendered ${PRERENDER_PATHS.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

prerender().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
