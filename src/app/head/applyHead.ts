import type { Product } from '@/features/catalog';
import { jsonLdText, metaTags } from './headTags';
import { pageHead } from './pageHead';
import { structuredData } from './structuredData';

/** The element `selector` finds in the head, made (by `make`) when there is none. */
function headElement<T extends Element>(selector: string, make: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const made = make();
  document.head.append(made);
  return made;
}

/**
 * After client-side navigation (and on a page rendered from the shell): gives the document the head
 * the prerendered HTML of `path` has, the same tags from the same functions: description, canonical
 * link, Open Graph and Twitter tags, and JSON-LD. The title is DocumentTitle's.
 * Loaded on demand (its own chunk): a prerendered page arrives with its head complete.
 */
export function applyHead(path: string, catalogue: readonly Product[]): void {
  const head = pageHead(path, catalogue);
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
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const data of structuredData(path, catalogue)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = jsonLdText(data);
    document.head.append(script);
  }
}
