import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { SEARCH_SHELL_MARK } from '@/app/boot/searchShell';
import { MAX_QUERY_LENGTH, parseSearchParams } from '@/features/search/urlState';
import { CONTENT_SECURITY_POLICY } from './csp';
import { searchShellHtml, type RenderedPage, type Shell } from './document';
import { SEARCH_SHELL_HASH, SEARCH_SHELL_SCRIPT } from './searchShell';

const SHELL: Shell = {
  scripts: { main: '/js/main.1.js', boot: '/js/boot.1.js', hints: '/js/hints.1.js' },
  manifest: '/data/catalog.1.json',
  csp: CONTENT_SECURITY_POLICY,
  withHints: true,
  hints: {
    routes: [{ path: '^/search$', scripts: ['/js/search.1.js'], query: 'q', worker: true }],
    shards: [],
  },
};

const M = SEARCH_SHELL_MARK;
/** What src/app/prerender.tsx renders for the shell, in small: the mark in text and attributes. */
const LOADING: RenderedPage = {
  path: '/search',
  html:
    `<header><a href="/hi/search?q=${encodeURIComponent(M)}" hreflang="hi">हिन्दी</a>` +
    `<input name="q" value=""></header>` +
    `<main><h1>Search Results for "${M}"</h1><section aria-label="Results for ${M}"><div data-skeleton=""></div></section></main>`,
  styleTags: '<style data-styled="true">.a{color:red}</style>',
  headTags: '',
  pageData: '',
  pictures: [],
};

/** The search shell at `address`, its scripts run (main.js and the hints are files: not fetched here). */
function shellAt(address: string) {
  return new JSDOM(searchShellHtml(SHELL, LOADING, 'en'), {
    url: `https://rangoli.shop${address}`,
    runScripts: 'dangerously',
  }).window.document;
}

describe("the search shell's line (search.html: the query before main.js has run)", () => {
  it("writes the address's query into the heading, the results' name and the other edition's link", () => {
    const doc = shellAt('/search?q=silk%20saree');
    expect(doc.querySelector('h1')?.textContent).toBe('Search Results for "silk saree"');
    expect(doc.querySelector('section')?.getAttribute('aria-label')).toBe('Results for silk saree');
    expect(doc.querySelector('a[hreflang]')?.getAttribute('href')).toBe('/hi/search?q=silk%20saree');
    expect(doc.querySelector('[data-skeleton]')).not.toBeNull();
    expect(doc.body.innerHTML).not.toContain(M);
  });

  it('writes a query as text, never as markup', () => {
    const doc = shellAt(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(doc.querySelector('h1')?.textContent).toBe('Search Results for "<img src=x onerror=alert(1)>"');
    expect(doc.querySelector('img')).toBeNull();
  });

  it('reads the query as the app does: trimmed, and cut to its longest', () => {
    const long = `  ${'kurta '.repeat(40)}`;
    const doc = shellAt(`/search?q=${encodeURIComponent(long)}`);
    const { query } = parseSearchParams(new URLSearchParams({ q: long }));
    expect(query.length).toBe(MAX_QUERY_LENGTH);
    expect(doc.querySelector('h1')?.textContent).toBe(`Search Results for "${query}"`);
  });

  it('leaves the main element empty without a query (the app shows Start searching there)', () => {
    for (const address of ['/search', '/search?q=%20%20']) {
      const doc = shellAt(address);
      expect(doc.querySelector('main')?.childElementCount).toBe(0);
      expect(doc.querySelector('header input')).not.toBeNull();
    }
  });

  it('is a shell: not marked prerendered, with the route hints and main.js deferred after the line', () => {
    const doc = new JSDOM(searchShellHtml(SHELL, LOADING, 'en')).window.document;
    const root = doc.getElementById('root');
    expect(root?.hasAttribute('data-prerendered')).toBe(false);
    expect(root?.nextElementSibling?.textContent).toBe(SEARCH_SHELL_SCRIPT);
    expect(root?.nextElementSibling?.nextElementSibling?.getAttribute('src')).toBe('/js/main.1.js');
    expect(doc.getElementById('route-hints')).not.toBeNull();
    expect(doc.querySelector('script[src="/js/hints.1.js"]')).not.toBeNull();
    expect(doc.querySelector('script[src="/js/boot.1.js"]')).toBeNull();
    expect(doc.title).toBe('Rangoli — Fashion & Beauty');
    expect(doc.head.innerHTML).toContain('.a{color:red}');
  });

  it('is allowed by its hash in the Content-Security-Policy, the meta tag and public/_headers alike', () => {
    const hash = `'sha256-${createHash('sha256').update(SEARCH_SHELL_SCRIPT).digest('base64')}'`;
    expect(SEARCH_SHELL_HASH).toBe(hash);
    expect(CONTENT_SECURITY_POLICY).toContain(hash);
    const headers = readFileSync(path.join(__dirname, '../../public/_headers'), 'utf8');
    expect(headers).toContain(hash);
  });
});
