// What search engines and link previews read, checked on the built site: parses every prerendered
// page of dist/ (jsdom) and fails when
// - a title or meta description is missing, or the same as another page's of its edition;
// - the canonical URL is not the page's own address (SITE_URL + path), or an Open Graph or Twitter
//   tag is missing;
// - JSON-LD does not parse, or sits inside the React root;
// - a Product lacks what Google's product rich results require: a name, and offers (with price and
//   priceCurrency), aggregateRating or review; or an Offer lacks price or priceCurrency;
// - a BreadcrumbList item lacks position, name or item;
// - the page's edition (issue 36) is not what it says: `<html lang>` is `hi` under /hi/ and `en-IN`
//   elsewhere, a Hindi page's description is in Devanagari (its title differs from the English one's), and each page links both
//   editions with `<link rel="alternate" hreflang>`: en-IN, hi-IN and x-default (the English);
// and checks sitemap.xml (every prerendered page, absolute, with lastmod, with both editions as
// xhtml:link alternates), hi/shell.html (Hindi) and robots.txt's Sitemap line.
// Usage: node scripts/check-seo.mjs [dist]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { JSDOM } from 'jsdom';

const dist = path.resolve(process.argv[2] ?? 'dist');
const { PRERENDER_PATHS, siteUrl } = createRequire(import.meta.url)('../.prerender/prerender.cjs');
const SITE = siteUrl();
const fileFor = (route) =>
  path.join(
    dist,
    route === '/'
      ? 'index.html'
      : route.endsWith('/')
        ? `${route.slice(1)}index.html`
        : `${route.slice(1)}.html`,
  );
const hindi = (route) => route === '/hi' || route.startsWith('/hi/');
const shopPath = (route) => (hindi(route) ? route.slice(3) || '/' : route);
/** A page's alternates: each edition's address (absolute), as its hreflang links and the sitemap give them. */
const alternatesOf = (route) => {
  const shop = shopPath(route);
  return { 'en-IN': `${SITE}${shop}`, 'hi-IN': `${SITE}/hi${shop}`, 'x-default': `${SITE}${shop}` };
};
const DEVANAGARI = /[\u0900-\u097F]/;
const OPEN_GRAPH = ['og:title', 'og:description', 'og:url', 'og:type', 'og:image', 'og:site_name'];

const problems = [];
const seen = { title: new Map(), description: new Map() };
let jsonLdCount = 0;

/** Every object in a JSON-LD value (top level, @graph, nested), with its @type. */
function* things(value) {
  if (Array.isArray(value)) for (const item of value) yield* things(item);
  else if (value && typeof value === 'object') {
    yield value;
    for (const child of Object.values(value)) yield* things(child);
  }
}
const hasType = (thing, type) => [thing['@type']].flat().includes(type);
const present = (value) => value !== undefined && value !== null && value !== '';

function checkProduct(thing, where) {
  if (!present(thing.name)) problems.push(`${where}: a Product has no name`);
  const offers = [thing.offers].flat().filter(Boolean);
  if (offers.length === 0 && !thing.aggregateRating && !thing.review) {
    problems.push(
      `${where}: a Product needs offers, aggregateRating or review (Google's product rich results)`,
    );
  }
  for (const offer of offers) {
    if (!present(offer.price) || !present(offer.priceCurrency)) {
      problems.push(`${where}: an Offer lacks price or priceCurrency`);
    }
  }
  if (
    thing.aggregateRating &&
    (!present(thing.aggregateRating.ratingValue) || !present(thing.aggregateRating.reviewCount))
  ) {
    problems.push(`${where}: aggregateRating lacks ratingValue or reviewCount`);
  }
}

function checkBreadcrumbs(thing, where) {
  const items = [thing.itemListElement].flat().filter(Boolean);
  if (items.length === 0) problems.push(`${where}: a BreadcrumbList has no items`);
  items.forEach((item, index) => {
    for (const key of ['position', 'name', 'item']) {
      if (!present(item[key])) problems.push(`${where}: breadcrumb ${index + 1} lacks ${key}`);
    }
  });
}

for (const route of PRERENDER_PATHS) {
  const where = route;
  const file = fileFor(route);
  if (!fs.existsSync(file)) {
    problems.push(`${where}: ${path.relative(dist, file)} is missing`);
    continue;
  }
  const { document } = new JSDOM(fs.readFileSync(file, 'utf8')).window;
  const meta = (attribute, key) =>
    document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content')?.trim();

  const titles = document.querySelectorAll('title');
  const title = titles[0]?.textContent?.trim();
  const description = meta('name', 'description');
  if (titles.length !== 1 || !title)
    problems.push(`${where}: ${titles.length} <title> elements, or an empty one`);
  if (document.head.querySelectorAll('meta[name="description"]').length !== 1 || !description) {
    problems.push(`${where}: no meta description, or more than one`);
  }
  for (const [kind, value] of [
    ['title', title],
    ['description', description],
  ]) {
    if (!value) continue;
    // Within an edition: a Hindi page may share its English twin's title when that is only the
    // product's name (a product without a brand), which stays as the catalogue has it.
    const key = `${hindi(route) ? 'hi' : 'en'} ${value}`;
    const other = seen[kind].get(key);
    if (other) problems.push(`${where}: the same ${kind} as ${other}: "${value}"`);
    else seen[kind].set(key, route);
  }

  const lang = document.documentElement.getAttribute('lang');
  if (lang !== (hindi(route) ? 'hi' : 'en-IN')) problems.push(`${where}: <html lang="${lang}">`);
  // (A product's title is its name and brand, which stay as the catalogue has them.)
  if (hindi(route) && !DEVANAGARI.test(description ?? '')) {
    problems.push(`${where}: a Hindi page whose description is not in Hindi`);
  }
  const links = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')];
  const found = Object.fromEntries(
    links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );
  if (links.length !== 3 || JSON.stringify(found) !== JSON.stringify(alternatesOf(route))) {
    problems.push(`${where}: its hreflang links are not en-IN, hi-IN and x-default to its two editions`);
  }

  const canonical = document.head.querySelectorAll('link[rel="canonical"]');
  const expected = `${SITE}${route}`;
  if (canonical.length !== 1 || canonical[0].getAttribute('href') !== expected) {
    problems.push(`${where}: the canonical URL is not ${expected}`);
  }
  for (const key of OPEN_GRAPH) if (!meta('property', key)) problems.push(`${where}: no ${key}`);
  if (meta('property', 'og:url') !== expected) problems.push(`${where}: og:url is not ${expected}`);
  if (!/^https?:\/\//.test(meta('property', 'og:image') ?? ''))
    problems.push(`${where}: og:image is not absolute`);
  if (meta('name', 'twitter:card') !== 'summary_large_image')
    problems.push(`${where}: twitter:card is not summary_large_image`);

  const root = document.getElementById('root');
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    jsonLdCount += 1;
    if (root?.contains(script)) problems.push(`${where}: JSON-LD inside the React root`);
    let data;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch (error) {
      problems.push(`${where}: JSON-LD does not parse: ${error.message}`);
      continue;
    }
    for (const thing of things(data)) {
      if (hasType(thing, 'Product')) checkProduct(thing, where);
      if (hasType(thing, 'BreadcrumbList')) checkBreadcrumbs(thing, where);
    }
  }
}

// sitemap.xml: every prerendered page, absolute, last modified; robots.txt names it.
const sitemapFile = path.join(dist, 'sitemap.xml');
if (!fs.existsSync(sitemapFile)) problems.push('sitemap.xml is missing');
else {
  const { document } = new JSDOM(fs.readFileSync(sitemapFile, 'utf8'), { contentType: 'text/xml' }).window;
  const urls = [...document.getElementsByTagName('url')];
  const locs = new Set(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent));
  for (const route of PRERENDER_PATHS) {
    if (!locs.has(`${SITE}${route}`)) problems.push(`sitemap.xml: ${SITE}${route} is missing`);
  }
  if (
    urls.some((url) => !/^\d{4}-\d{2}-\d{2}$/.test(url.getElementsByTagName('lastmod')[0]?.textContent ?? ''))
  ) {
    problems.push('sitemap.xml: a URL without lastmod');
  }
  for (const url of urls) {
    const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
    const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
    const given = Object.fromEntries(
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    );
    if (JSON.stringify(given) !== JSON.stringify(alternatesOf(loc.slice(SITE.length)))) {
      problems.push(`sitemap.xml: ${loc} lacks its xhtml:link alternates (en-IN, hi-IN, x-default)`);
    }
  }
  if (!PRERENDER_PATHS.some(hindi)) problems.push('sitemap.xml: no page of the Hindi edition');
}
const hindiShell = path.join(dist, 'hi/shell.html');
if (!fs.existsSync(hindiShell)) problems.push('hi/shell.html is missing');
else if (new JSDOM(fs.readFileSync(hindiShell, 'utf8')).window.document.documentElement.lang !== 'hi')
  problems.push('hi/shell.html is not <html lang="hi">');
const robots = fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8');
if (!robots.split('\n').includes(`Sitemap: ${SITE}/sitemap.xml`))
  problems.push('robots.txt: no Sitemap line');

if (problems.length > 0) {
  console.error(`SEO check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `SEO check: ${PRERENDER_PATHS.length} pages (${PRERENDER_PATHS.filter(hindi).length} in Hindi) with unique ` +
    `titles and descriptions, their language, hreflang links to both editions, canonical URLs and preview tags; ` +
    `${jsonLdCount} JSON-LD blocks valid; sitemap.xml (with alternates), hi/shell.html and robots.txt in order`,
);
