import { JSDOM } from 'jsdom';
import { shopDescription } from '@/app/head/descriptions';
import { ROUTE_HINTS_ID } from '@/app/boot/hints.entry';
import fs from 'node:fs';
import path from 'node:path';
import { theme } from '@/shared/theme';
import { documentHtml, type RenderedPage, type Shell } from './document';
import { DEVANAGARI_FAMILY, DEVANAGARI_FONT_FACES, DEVANAGARI_RANGE } from './fonts';

const SHELL: Shell = {
  scripts: { main: '/js/main.1.js', boot: '/js/boot.1.js', hints: '/js/hints.1.js' },
  manifest: '/data/catalog.1.json',
  csp: "default-src 'self'; script-src 'self'",
  withHints: true,
  hints: {
    routes: [
      {
        path: '^/product/([1-9][0-9]*)$',
        scripts: ['/js/product.1.js', '/js/product-view.1.js'],
        images: ['/assets/products/$1.svg'],
        maxId: 70,
      },
      { path: '^/faq$', scripts: ['/js/faq.1.js'] },
    ],
    shards: ['/data/products-0.1.json'],
  },
};

const PRODUCT_PAGE: RenderedPage = {
  path: '/product/1',
  html: '<main><h1>Kurta</h1><img src="/assets/products/1.svg" fetchpriority="high"></main>',
  styleTags: '<style data-styled="true">.a{color:red}</style>',
  headTags: '<title>Kurta | Rangoli</title><meta name="description" content="A kurta">',
  pageData: '<script type="application/json" id="page-data">{"products":[],"listings":[]}</script>',
  pictures: [
    { href: '/assets/products/9.svg', high: false },
    { href: '/assets/products/1.svg', high: true },
  ],
};

const parse = (html: string) => new JSDOM(html).window.document;

/** The head's elements, each as its tag and the attribute that tells it apart. */
function headOf(html: string) {
  return Array.from(parse(html).head.children).map((element) => {
    const name = element.tagName.toLowerCase();
    const key =
      element.getAttribute('href') ??
      element.getAttribute('src') ??
      element.getAttribute('name') ??
      element.getAttribute('http-equiv') ??
      element.getAttribute('charset') ??
      element.id ??
      '';
    return `${name} ${key}`.trim();
  });
}

describe('the shell (shell.html, index.html before the prerender)', () => {
  const html = documentHtml(SHELL);
  const document = parse(html);

  it('is the whole document, with the CSP first after the charset, and an empty root', () => {
    expect(html.startsWith('<!doctype html><html lang="en-IN"><head><meta charset="utf-8">')).toBe(true);
    expect(headOf(html).slice(0, 3)).toEqual(['meta utf-8', 'meta Content-Security-Policy', 'meta viewport']);
    expect(
      document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toBe(SHELL.csp);
    expect(document.getElementById('root')?.outerHTML).toBe('<div id="root"></div>');
    // Nothing to paint, nothing to wait for.
    expect(document.querySelector('link[rel="expect"]')).toBeNull();
    expect(document.querySelector('noscript')?.textContent).toBe(
      'Rangoli needs JavaScript to run. Please enable it to shop.',
    );
  });

  it("has the shop's title and description, theme colour, icons and web app manifest", () => {
    expect(document.title).toBe('Rangoli — Fashion & Beauty');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      shopDescription(),
    );
    expect(headOf(html)).toEqual(
      expect.arrayContaining([
        'meta theme-color',
        'link /favicon.svg',
        'link /assets/icons/apple-touch-icon.png',
        'link /manifest.webmanifest',
      ]),
    );
  });

  it("preloads the catalogue's manifest as the app fetches it, and names main.js, deferred, last", () => {
    const manifest = document.querySelector('link[href="/data/catalog.1.json"]');
    expect(manifest?.outerHTML).toBe(
      '<link rel="preload" href="/data/catalog.1.json" as="fetch" crossorigin="anonymous">',
    );
    const scripts = Array.from(document.body.querySelectorAll('script'));
    expect(scripts.map((script) => script.outerHTML)).toEqual([
      '<script defer="" src="/js/main.1.js"></script>',
    ]);
  });

  it("carries the hints' data, then the route hints script (async), and no route's preloads", () => {
    const data = document.getElementById(ROUTE_HINTS_ID);
    expect(data?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(data?.textContent ?? '')).toEqual(SHELL.hints);
    const hints = document.querySelector('script[src="/js/hints.1.js"]');
    expect(hints?.hasAttribute('async')).toBe(true);
    expect(headOf(html).indexOf(`script ${ROUTE_HINTS_ID}`)).toBe(
      headOf(html).indexOf('script /js/hints.1.js') - 1,
    );
    expect(document.querySelectorAll('link[as="script"], link[as="image"]')).toHaveLength(0);
  });

  it('names neither the CSP nor the hints in a development build, whose scripts are eval', () => {
    const development = parse(documentHtml({ ...SHELL, csp: undefined, withHints: false }));
    expect(development.querySelector('meta[http-equiv]')).toBeNull();
    expect(development.getElementById(ROUTE_HINTS_ID)).toBeNull();
    expect(development.querySelector('script[src="/js/hints.1.js"]')).toBeNull();
  });

  it('keeps a text that could close the data element inside it', () => {
    const hostile = {
      ...SHELL,
      hints: { ...SHELL.hints, shards: ['/data/</script><script>alert(1)</script>.json'] },
    };
    const document = parse(documentHtml(hostile));
    expect(JSON.parse(document.getElementById(ROUTE_HINTS_ID)?.textContent ?? '')).toEqual(hostile.hints);
    expect(document.querySelectorAll('script')).toHaveLength(4);
  });
});

describe('a prerendered page', () => {
  const html = documentHtml(SHELL, PRODUCT_PAGE);
  const document = parse(html);

  it('asks for its largest picture first, then the manifest, its chunks and its pictures, then its styles and head', () => {
    expect(headOf(html)).toEqual([
      'meta utf-8',
      'meta Content-Security-Policy',
      'meta viewport',
      'link #main',
      'script',
      'link /assets/products/1.svg',
      'meta theme-color',
      'link /favicon.svg',
      'link /assets/icons/apple-touch-icon.png',
      'link /manifest.webmanifest',
      'link /data/catalog.1.json',
      'link /js/product.1.js',
      'link /js/product-view.1.js',
      'style',
      'style',
      'title',
      'meta description',
      'link /assets/products/9.svg',
    ]);
    expect(document.querySelector('link[href="/assets/products/1.svg"]')?.outerHTML).toBe(
      '<link rel="preload" href="/assets/products/1.svg" as="image" fetchpriority="high">',
    );
    expect(document.querySelector('link[href="/js/product.1.js"]')?.outerHTML).toBe(
      '<link rel="preload" href="/js/product.1.js" as="script">',
    );
    expect(document.querySelector('link[href="/assets/products/9.svg"]')?.outerHTML).toBe(
      '<link rel="preload" href="/assets/products/9.svg" as="image">',
    );
  });

  it('paints only once its header is whole: its first paint waits for the layout\'s <main id="main">', () => {
    expect(document.querySelector('link[rel="expect"]')?.outerHTML).toBe(
      '<link rel="expect" href="#main" blocking="render">',
    );
  });

  it("has its own title and description, not the shell's", () => {
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Kurta | Rangoli');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('has its markup in the root, marked with its address, then its data and the boot script naming main.js', () => {
    const root = document.getElementById('root');
    expect(root?.dataset.prerendered).toBe('/product/1');
    expect(root?.innerHTML).toBe(PRODUCT_PAGE.html);
    expect(root?.nextElementSibling?.id).toBe('page-data');
    const scripts = Array.from(document.querySelectorAll('script[src]'));
    expect(scripts.map((script) => script.outerHTML)).toEqual([
      '<script defer="" src="/js/boot.1.js" data-main="/js/main.1.js"></script>',
    ]);
    expect(document.getElementById(ROUTE_HINTS_ID)).toBeNull();
  });

  it('names each preload once, where it first comes', () => {
    const hrefs = Array.from(document.querySelectorAll('link[rel="preload"]')).map((link) =>
      link.getAttribute('href'),
    );
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it("without a picture React marks high, keeps the route's own order: its chunks, then its picture", () => {
    const faq = documentHtml(SHELL, { ...PRODUCT_PAGE, path: '/faq', pictures: [] });
    expect(headOf(faq).filter((element) => element.startsWith('link /js/'))).toEqual(['link /js/faq.1.js']);
    const head = headOf(documentHtml(SHELL, { ...PRODUCT_PAGE, pictures: [] }));
    const manifest = head.indexOf('link /data/catalog.1.json');
    expect(head.slice(manifest, manifest + 4)).toEqual([
      'link /data/catalog.1.json',
      'link /js/product.1.js',
      'link /js/product-view.1.js',
      'link /assets/products/1.svg',
    ]);
  });

  it('fails for an address no route hint matches (a prerendered page always has its route)', () => {
    expect(() => documentHtml(SHELL, { ...PRODUCT_PAGE, path: '/cart' })).toThrow('/cart');
  });
});

describe('Devanagari for every device', () => {
  /** Whether a unicode-range list covers a code point. */
  const covers = (range: string, codePoint: number) =>
    range.split(',').some((part) => {
      const [from, to = from] = part.replace('U+', '').split('-');
      return codePoint >= parseInt(from!, 16) && codePoint <= parseInt(to!, 16);
    });

  it("every page's head names the face, regular and bold, tried as an installed font first", () => {
    for (const html of [documentHtml(SHELL), documentHtml(SHELL, PRODUCT_PAGE)]) {
      const head = new JSDOM(html).window.document.head.innerHTML;
      expect(head).toContain(`<style>${DEVANAGARI_FONT_FACES}</style>`);
    }
    expect(DEVANAGARI_FONT_FACES.match(/@font-face/g)).toHaveLength(2);
    expect(DEVANAGARI_FONT_FACES).toContain("src:local('Nirmala UI')");
    expect(DEVANAGARI_FONT_FACES).toContain(
      "local('NotoSansDevanagari-Bold'),url(/assets/fonts/noto-sans-devanagari-700.woff2)",
    );
    expect(DEVANAGARI_FONT_FACES).toContain('/assets/fonts/noto-sans-devanagari-700.woff2');
  });

  it('covers Devanagari only: a page of Latin letters and prices never fetches it', () => {
    for (const letter of 'साड़ीकुर्ता्ँ') expect(covers(DEVANAGARI_RANGE, letter.codePointAt(0)!)).toBe(true);
    for (const letter of 'Aaz09₹,.-–—’é')
      expect(covers(DEVANAGARI_RANGE, letter.codePointAt(0)!)).toBe(false);
  });

  it("the theme's font stacks start with it (system-ui would take Devanagari as empty boxes)", () => {
    for (const stack of [theme.font.body, theme.font.display])
      expect(stack.split(',')[0]).toBe(`'${DEVANAGARI_FAMILY}'`);
  });

  it('the files it names are there, with their licence', () => {
    for (const file of ['noto-sans-devanagari-400.woff2', 'noto-sans-devanagari-700.woff2', 'OFL.txt'])
      expect(fs.existsSync(path.join(__dirname, '../../public/assets/fonts', file))).toBe(true);
  });
});
