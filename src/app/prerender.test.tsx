import { picturesOf, PRERENDER_PATHS, renderPage, renderSearchShell } from './prerender';
import { SEARCH_SHELL_MARK } from './boot/searchShell';
import { PRODUCTS } from '@/features/catalog';
import { setImmediate as nodeSetImmediate } from 'node:timers';

// React's server renderer for Node schedules with setImmediate, which jsdom does not have.
// (Set here only: React's client scheduler would pick it too, and it read its choice at import.)
Object.assign(globalThis, { setImmediate: nodeSetImmediate });

// Hydration itself is tried in the browser, on the real bundles (e2e/prerender.spec.ts): React's
// server and client renderers cannot share one jsdom (they share the contexts' current values).
describe('prerendered pages', () => {
  it('prerender the public pages a first-time guest sees alike, and nothing that depends on the shopper', () => {
    expect(PRERENDER_PATHS).toEqual(expect.arrayContaining(['/', '/women', '/sale', '/faq', '/product/1']));
    expect(PRERENDER_PATHS).toHaveLength(new Set(PRERENDER_PATHS).size);
    expect(PRERENDER_PATHS.filter((path) => path.startsWith('/product/'))).toHaveLength(PRODUCTS.length);
    for (const path of [
      '/cart',
      '/wishlist',
      '/checkout',
      '/orders',
      '/profile',
      '/login',
      '/signup',
      '/search',
    ]) {
      expect(PRERENDER_PATHS).not.toContain(path);
    }
  });

  it('render a page with its content and its styles, without any script', async () => {
    const { html, styleTags } = await renderPage('/product/1');
    expect(html).toContain(`>${PRODUCTS[0]?.name}</h1>`);
    expect(html).toContain('Add to Cart');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$?-->');
    expect(styleTags).toMatch(/^<style data-styled="true"/);
  });

  it('render the controls that need the app disabled, and the links as plain links', async () => {
    const { html } = await renderPage('/product/1');
    const page = document.createElement('div');
    page.innerHTML = html;
    const named = (name: string) =>
      [...page.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);
    expect(named('Add to Cart')).toBeDisabled();
    expect(named('M')).toBeDisabled();
    expect(named('Add to wishlist')).toBeDisabled();
    expect(page.querySelector('input[role="combobox"]')).toBeDisabled();
    const women = page.querySelector('nav a[href="/women"]');
    expect(women).not.toBeNull();
    // A link in a disabled fieldset still works: only form controls are disabled.
    expect(women?.closest('[inert]')).toBeNull();
    expect(women?.closest('fieldset')).toHaveAttribute('role', 'none');
  });

  it('render /sale biggest discount first, as the app shows it, and its ItemList in the same order', async () => {
    const { html, headTags } = await renderPage('/sale');
    const page = document.createElement('div');
    page.innerHTML = html;
    const shown = [
      ...new Set(
        [...page.querySelectorAll('ul a[href^="/product/"]')].map((link) => link.getAttribute('href')),
      ),
    ];
    const discounts = shown.map((href) => PRODUCTS.find((p) => `/product/${p.id}` === href)?.discount ?? 0);
    expect(discounts.length).toBeGreaterThan(10);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    const listed = /"@type":"ItemList".*?"itemListElement":(\[.*?\])\}/.exec(headTags)?.[1] ?? '[]';
    const urls = (JSON.parse(listed) as { url: string }[]).map((item) => new URL(item.url).pathname);
    expect(urls).toEqual(shown.slice(0, urls.length));
  });

  it('give each page its head: title, description, canonical URL, preview tags and JSON-LD', async () => {
    const { headTags } = await renderPage('/product/1');
    expect(headTags).toContain('<title>Chanderi Silk Anarkali Kurta by Biba | Rangoli</title>');
    expect(headTags).toContain('<link rel="canonical" href="https://rangoli.shop/product/1">');
    expect(headTags).toContain('<meta property="og:type" content="product">');
    expect(headTags).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/,
    );
    const { headTags: home } = await renderPage('/');
    expect(home).toContain('"@type":"Organization"');
    expect(home).toContain('<meta property="og:type" content="website">');
  });

  it('hand the pictures React preloads to the page shell, the largest marked, none left in the markup', async () => {
    const product = await renderPage('/product/1');
    expect(product.pictures).toEqual([{ href: '/assets/products/1.svg', high: true }]);
    expect(product.html.startsWith('<link')).toBe(false);
    const women = await renderPage('/women');
    expect(women.pictures.filter((picture) => picture.high)).toEqual([
      { href: '/assets/categories/women.svg', high: true },
    ]);
    expect(women.pictures.length).toBeGreaterThan(1);
    expect(women.html).not.toContain('rel="preload"');
    const faq = await renderPage('/faq');
    expect(faq.pictures).toEqual([]);
  });
});

describe("the search page's shell (search.html, issue 33)", () => {
  it("renders the header and the results' loading state, its query the mark the shell's line replaces", async () => {
    const { html, styleTags, headTags, pageData } = await renderSearchShell('en');
    expect(html).toContain('<header');
    expect(html).toContain('role="search"');
    expect(html).toContain(`>Search Results for &quot;${SEARCH_SHELL_MARK}&quot;</h1>`);
    // The filter column's, the toolbar's and eight cards' places; no product.
    expect(html.match(/data-skeleton=""/g)).toHaveLength(2);
    expect(html.match(/<li><div class="[^"]*"><\/div><\/li>/g)).toHaveLength(8);
    expect(html).not.toContain('/product/');
    expect(html).not.toContain('<script');
    expect(styleTags).toMatch(/^<style data-styled="true"/);
    expect(headTags).toBe('');
    expect(pageData).toBe('');
  });

  it('renders the Hindi one in Hindi, its links under /hi/', async () => {
    const { html } = await renderSearchShell('hi');
    expect(html).toContain(`>&quot;${SEARCH_SHELL_MARK}&quot; के लिए खोज के नतीजे</h1>`);
    expect(html).toContain('href="/hi/women"');
    expect(html).toContain(`href="/search?q=${encodeURIComponent(SEARCH_SHELL_MARK)}"`);
  });
});

describe("the pictures of React's Link header", () => {
  it('are its image preloads, in order, with the one fetched first marked', () => {
    expect(
      picturesOf(
        '</assets/a.svg>; rel=preload; as="image"; fetchpriority="high", </assets/b.svg>; rel=preload; as="image"; fetchpriority="auto", </font.woff2>; rel=preload; as="font"; crossorigin=""',
      ),
    ).toEqual([
      { href: '/assets/a.svg', high: true },
      { href: '/assets/b.svg', high: false },
    ]);
    expect(picturesOf(null)).toEqual([]);
    expect(picturesOf('')).toEqual([]);
  });
});
