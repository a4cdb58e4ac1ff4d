import { fetchData, type Product } from '@/features/catalog';
import { jsonLdText, metaTags } from './headTags';
import { shopPath } from '@/shared/i18n';
import { LISTING_PATHS, type ListingHeads } from './listingPaths';
import { pageHead, type PageHead } from './pageHead';
import { structuredData, type StructuredData } from './structuredData';

/** The element `selector` finds in the head, made (by `make`) when there is none. */
function headElement<T extends Element>(selector: string, make: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const made = make();
  document.head.append(made);
  return made;
}

let headsOfListings: Promise<ListingHeads> | undefined;

/**
 * After client-side navigation (and on a page rendered from the shell): gives the document the head
 * the prerendered HTML of `path` has, the same tags from the same functions: description, canonical
 * link, Open Graph and Twitter tags, and JSON-LD. The title is DocumentTitle's.
 * `products`: the products at hand; `headsUrl`: where the build put the listing pages' heads, when
 * the products at hand are not the whole catalogue (the browser), which a listing's head needs.
 * Loaded on demand (its own chunk): a prerendered page arrives with its head complete.
 */
export async function applyHead(
  path: string,
  products: readonly Product[],
  headsUrl: string | null,
): Promise<void> {
  // A listing's head (either edition's: '/women', '/hi/women') comes from the build's heads file.
  if (headsUrl && LISTING_PATHS.includes(shopPath(path))) {
    headsOfListings ??= fetchData<ListingHeads>(headsUrl).catch((error: unknown) => {
      headsOfListings = undefined;
      throw error;
    });
    const listing = (await headsOfListings)[path];
    // A sort, a filter or products arriving on the same listing change nothing of its head (its
    // canonical address is the listing's own): it is not written again, its JSON-LD replaced, in
    // the middle of the shopper's interaction.
    const shown = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    if (listing && shown !== listing.head.url) writeHead(listing.head, listing.data);
    return;
  }
  writeHead(pageHead(path, products), structuredData(path, products));
}

function writeHead(head: PageHead, data: readonly StructuredData[]): void {
  for (const [attribute, key, content] of metaTags(head)) {
    const meta = headElement(`meta[${attribute}="${key}"]`, () => {
      const element = document.createElement('meta');
      element.setAttribute(attribute, key);
      return element;
    });
    meta.content = content;
  }
  const canonical = headElement('link[rel="canonical"]', () => {
    const element = document.createElement('link');
    element.rel = 'canonical';
    return element;
  });
  canonical.href = head.url;
  for (const { hreflang, href } of head.alternates) {
    headElement(`link[rel="alternate"][hreflang="${hreflang}"]`, () => {
      const element = document.createElement('link');
      element.rel = 'alternate';
      element.hreflang = hreflang;
      return element;
    }).href = href;
  }
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const item of data) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = jsonLdText(item);
    document.head.append(script);
  }
}
