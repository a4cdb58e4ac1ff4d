import { PRODUCTS, type Product } from '@/features/catalog';
import { headHtml, jsonLdText } from './headTags';
import { pageHead } from './pageHead';
import { sitemapXml } from './sitemap';
import { structuredData } from './structuredData';

const product = (id: number): Product => {
  const found = PRODUCTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

/** The object of a JSON-LD type among a page's. */
function ofType(path: string, type: string): Record<string, unknown> {
  const found = structuredData(path, PRODUCTS).find(
    (data) => (data as { '@type': string })['@type'] === type,
  );
  if (!found) throw new Error(`${path} has no ${type}`);
  return found as unknown as Record<string, unknown>;
}

describe('pageHead', () => {
  it('names a product "{name} by {brand} | Rangoli" and states its price in ₹ and its key facts', () => {
    const head = pageHead('/product/1', PRODUCTS);
    expect(head.title).toBe('Chanderi Silk Anarkali Kurta by Biba | Rangoli');
    expect(head.description).toBe(
      "Chanderi Silk Anarkali Kurta by Biba: ₹2,499 (38% off ₹3,999). Women's kurta in pink, sizes S, M and L. " +
        'Rated 4.6 out of 5 by 1,284 shoppers. Free shipping over ₹999 and 30-day returns.',
    );
    expect(head).toMatchObject({
      url: 'https://rangoli.shop/product/1',
      type: 'product',
      image: 'https://rangoli.shop/assets/og/1.png',
      imageAlt: 'Chanderi Silk Anarkali Kurta',
    });
  });

  it('leaves "by {brand}" out of the title of the product without a brand', () => {
    expect(product(45).brand).toBeUndefined();
    expect(pageHead('/product/45', PRODUCTS).title).toBe('Hand Block Print Cotton Frock | Rangoli');
    expect(pageHead('/product/45', PRODUCTS).description).toMatch(/^Hand Block Print Cotton Frock: ₹/);
    expect(pageHead('/product/45', PRODUCTS).description).toContain(". Kids' frock in ");
  });

  it('describes categories, the sale and the information pages each in its own words', () => {
    const paths = [
      '/',
      '/women',
      '/men',
      '/kids',
      '/beauty',
      '/sale',
      '/contact',
      '/faq',
      '/return-policy',
      '/shipping',
      '/privacy',
      '/terms',
    ];
    const heads = paths.map((path) => pageHead(path, PRODUCTS));
    expect(new Set(heads.map((head) => head.description)).size).toBe(paths.length);
    expect(new Set(heads.map((head) => head.title)).size).toBe(paths.length);
    expect(
      heads.every(
        (head) => head.type === 'website' && head.image === 'https://rangoli.shop/assets/og/rangoli.png',
      ),
    ).toBe(true);
    const women = PRODUCTS.filter((p) => p.category === 'Women');
    expect(pageHead('/women', PRODUCTS).description).toMatch(/^Women's fashion at Rangoli/);
    expect(pageHead('/men', PRODUCTS).description).toMatch(/^Men's fashion at Rangoli/);
    // A plural in s takes the apostrophe alone.
    expect(pageHead('/kids', PRODUCTS).description).toMatch(/^Kids' fashion at Rangoli/);
    expect(pageHead('/women', PRODUCTS).description).toContain(`${women.length} styles`);
    expect(pageHead('/women', PRODUCTS).description).toContain(
      `from ₹${Math.min(...women.map((p) => p.price)).toLocaleString('en-IN')}`,
    );
    expect(pageHead('/sale', PRODUCTS).description).toMatch(
      /^The Rangoli sale: \d+ styles .* up to \d+% off/,
    );
  });

  it('gives the canonical URL as an absolute address without the query', () => {
    expect(pageHead('/', PRODUCTS).url).toBe('https://rangoli.shop/');
    expect(pageHead('/women', PRODUCTS).url).toBe('https://rangoli.shop/women');
  });

  it('builds every address from SITE_URL, the build setting', () => {
    const before = process.env.SITE_URL;
    process.env.SITE_URL = 'https://example.in/';
    try {
      expect(pageHead('/women', PRODUCTS).url).toBe('https://example.in/women');
      expect(sitemapXml(['/'], '2026-11-25')).toContain('<loc>https://example.in/</loc>');
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
  });
});

describe('structuredData', () => {
  it('describes a product as Google’s product rich results need it', () => {
    expect(ofType('/product/1', 'Product')).toEqual(
      expect.objectContaining({
        '@context': 'https://schema.org',
        name: 'Chanderi Silk Anarkali Kurta',
        sku: '1',
        image: 'https://rangoli.shop/assets/og/1.png',
        brand: { '@type': 'Brand', name: 'Biba' },
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: 2499,
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url: 'https://rangoli.shop/product/1',
        }),
        aggregateRating: expect.objectContaining({ ratingValue: 4.6, reviewCount: 1284 }),
      }),
    );
    const reviews = ofType('/product/1', 'Product').review as { '@type': string; author: { name: string } }[];
    expect(reviews.map((review) => review.author.name)).toEqual([
      'Ananya Iyer',
      'Rohit Verma',
      expect.any(String),
    ]);
    expect(reviews.every((review) => review['@type'] === 'Review')).toBe(true);
  });

  it('says OutOfStock for a product with every size sold out, InStock while one size can be bought', () => {
    const soldOut = PRODUCTS.map((p) => (p.id === 64 ? { ...p, stock: { '30ml': 0, '50ml': 0 } } : p));
    const offers = (catalog: readonly Product[]) =>
      (
        structuredData('/product/64', catalog).find(
          (data) => (data as { '@type': string })['@type'] === 'Product',
        ) as {
          offers: { availability: string };
        }
      ).offers.availability;
    expect(offers(soldOut)).toBe('https://schema.org/OutOfStock');
    // Product 64 as sold: 50ml sold out, 30ml in stock.
    expect(offers(PRODUCTS)).toBe('https://schema.org/InStock');
  });

  it("describes a product in the sizes that can be bought, a beauty product's as a shopper reads them", () => {
    const description = (id: number, catalog: readonly Product[] = PRODUCTS) =>
      pageHead(`/product/${id}`, catalog).description;
    const kurta = product(1);
    const soldOut = PRODUCTS.map((p) =>
      p.id === 1 ? { ...p, stock: Object.fromEntries(p.size.map((s) => [s, s === 'M' ? 0 : 5])) } : p,
    );
    expect(description(1, soldOut)).toContain(
      `sizes ${kurta.size
        .filter((s) => s !== 'M')
        .join(', ')
        .replace(/, ([^,]*)$/, ' and $1')}.`,
    );
    expect(description(1, soldOut)).not.toMatch(/\bM\b/);
    // Product 64: 50ml sold out, 30ml in stock.
    expect(description(64)).toContain('Beauty product in ');
    expect(description(64)).toMatch(/, in 30 ml\. Rated/);
    expect(description(57)).toMatch(
      /^SuperStay Matte Ink Liquid Lipstick by Maybelline New York: ₹649 \(24% off ₹849\)\. Beauty product in pink\. Rated 4\.3/,
    );
    const allSoldOut = PRODUCTS.map((p) => (p.id === 64 ? { ...p, stock: { '30ml': 0, '50ml': 0 } } : p));
    expect(description(64, allSoldOut)).toMatch(/, sold out\. Rated/);
  });

  it("gives a product its country of origin, and a beauty product its net quantity (the first size's)", () => {
    expect(ofType('/product/1', 'Product')).toEqual(
      expect.objectContaining({ countryOfOrigin: { '@type': 'Country', name: 'India' } }),
    );
    expect(ofType('/product/1', 'Product')).not.toHaveProperty('size');
    expect(ofType('/product/10', 'Product').countryOfOrigin).toEqual({ '@type': 'Country', name: 'Turkey' });
    expect(ofType('/product/59', 'Product')).toEqual(
      expect.objectContaining({
        countryOfOrigin: { '@type': 'Country', name: 'France' },
        size: { '@type': 'QuantitativeValue', value: 30, unitCode: 'MLT', unitText: 'ml' },
      }),
    );
    expect(ofType('/product/56', 'Product').size).toEqual({
      '@type': 'QuantitativeValue',
      value: 3.6,
      unitCode: 'GRM',
      unitText: 'g',
    });
    expect(ofType('/product/64', 'Product').size).toEqual(
      expect.objectContaining({ value: 30, unitCode: 'MLT' }),
    );
  });

  it('has no brand for the product without one', () => {
    expect(ofType('/product/45', 'Product')).not.toHaveProperty('brand');
  });

  it('leads from Home through the category to the product', () => {
    expect(ofType('/product/22', 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://rangoli.shop/' },
      { '@type': 'ListItem', position: 2, name: 'Men', item: 'https://rangoli.shop/men' },
      { '@type': 'ListItem', position: 3, name: product(22).name, item: 'https://rangoli.shop/product/22' },
    ]);
  });

  it('lists the products a category shows first, and the sale’s biggest discounts first', () => {
    const women = ofType('/women', 'ItemList').itemListElement as { position: number; url: string }[];
    const first = PRODUCTS.filter((p) => p.category === 'Women');
    expect(women[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: `https://rangoli.shop/product/${first[0]?.id}`,
    });
    expect(women).toHaveLength(Math.min(24, first.length));
    const sale = (ofType('/sale', 'ItemList').itemListElement as { url: string }[]).map((item) =>
      product(Number(item.url.split('/').pop())),
    );
    const discounts = sale.map((p) => p.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(ofType('/sale', 'BreadcrumbList').itemListElement).toHaveLength(2);
  });

  it('presents the shop on the home page: organisation, contact, returns and site search', () => {
    expect(ofType('/', 'Organization')).toEqual(
      expect.objectContaining({
        name: 'Rangoli',
        url: 'https://rangoli.shop/',
        logo: 'https://rangoli.shop/assets/icons/icon-512.png',
        contactPoint: expect.objectContaining({
          telephone: '+91 22 4000 1234',
          email: 'support@rangoli.shop',
        }),
        hasMerchantReturnPolicy: expect.objectContaining({ merchantReturnDays: 30 }),
      }),
    );
    expect(ofType('/', 'WebSite').potentialAction).toEqual(
      expect.objectContaining({
        '@type': 'SearchAction',
        target: expect.objectContaining({
          urlTemplate: 'https://rangoli.shop/search?q={search_term_string}',
        }),
      }),
    );
  });

  it('gives the information pages a breadcrumb, and the shopper’s own pages nothing', () => {
    expect(ofType('/faq', 'BreadcrumbList').itemListElement).toHaveLength(2);
    expect(structuredData('/cart', PRODUCTS)).toEqual([]);
  });
});

describe('headHtml', () => {
  it('writes the tags with their text escaped, and JSON-LD that no catalogue text can close', () => {
    const head = { ...pageHead('/product/1', PRODUCTS), title: 'Kurta "A" & <B>' };
    const html = headHtml(head, [
      { '@context': 'https://schema.org', '@type': 'Product', name: '</script><b>' },
    ]);
    expect(html).toContain('<title>Kurta &quot;A&quot; &amp; &lt;B&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="Kurta &quot;A&quot; &amp; &lt;B&gt;">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(
      '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
    );
    expect(html).not.toContain('</script><b>');
    expect(
      JSON.parse(jsonLdText({ '@context': 'https://schema.org', '@type': 'Product', name: '</script>' })),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '</script>',
    });
  });
});

describe('sitemapXml', () => {
  it('lists every address, absolute, last modified on the given date, with both editions as alternates', () => {
    const xml = sitemapXml(['/', '/women', '/hi/women'], '2026-11-25');
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://rangoli.shop/women"/>' +
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://rangoli.shop/hi/women"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://rangoli.shop/women"/>';
    expect(xml).toContain(
      `<url><loc>https://rangoli.shop/women</loc><lastmod>2026-11-25</lastmod>${alternates}</url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://rangoli.shop/hi/women</loc><lastmod>2026-11-25</lastmod>${alternates}</url>`,
    );
    expect(xml).toContain('hreflang="hi-IN" href="https://rangoli.shop/hi/"/>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });
});
