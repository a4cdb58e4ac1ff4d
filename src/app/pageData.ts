import type { Product } from '@/features/catalog';
import type { ListingEntries } from '@/features/search';

/**
 * What a prerendered page was rendered from, beyond the catalogue's manifest: the product of a
 * product page, the answer of a listing (its first 24 cards and facet counts). The prerender
 * writes it into the page as JSON (`<script type="application/json" id="page-data">`, which the
 * Content-Security-Policy allows: it is data, never run); the browser starts from it, so hydration
 * finds the markup it expects without asking the catalogue anything.
 */
export interface PageData {
  products: readonly Product[];
  listings: ListingEntries;
}

export const PAGE_DATA_ID = 'page-data';

const NO_DATA: PageData = { products: [], listings: [] };

/** The element's JSON: "<" escaped, so no text of the catalogue can close it. */
export function pageDataHtml(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The page's data, if it was prerendered with some (nothing otherwise, or if it cannot be read). */
export function readPageData(root: HTMLElement): PageData {
  const element = root.ownerDocument.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return NO_DATA;
  try {
    const data = JSON.parse(element.textContent) as Partial<PageData>;
    return { products: data.products ?? [], listings: data.listings ?? [] };
  } catch {
    return NO_DATA;
  }
}
