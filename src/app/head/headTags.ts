import { SHOP_NAME } from '@/shared/lib/constants';
import { PREVIEW_SIZE, type PageHead } from './pageHead';
import type { StructuredData } from './structuredData';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The `<meta>` tags of a head, by attribute ("name" or "property") and key, in the order they are
 * written; applyHead.ts keeps the same set in the document after client-side navigation.
 */
export function metaTags(head: PageHead): readonly (readonly ['name' | 'property', string, string])[] {
  return [
    ['name', 'description', head.description],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', head.url],
    ['property', 'og:type', head.type],
    ['property', 'og:image', head.image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(PREVIEW_SIZE.width)],
    ['property', 'og:image:height', String(PREVIEW_SIZE.height)],
    ['property', 'og:image:alt', head.imageAlt],
    ['property', 'og:site_name', SHOP_NAME],
    ['property', 'og:locale', head.edition === 'hi' ? 'hi_IN' : 'en_IN'],
    ['property', 'og:locale:alternate', head.edition === 'hi' ? 'en_IN' : 'hi_IN'],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
}

/**
 * JSON inside `<script type="application/ld+json">`: "<" escaped, so no text of the catalogue can
 * close the element.
 */
export const jsonLdText = (data: StructuredData) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The head's tags as HTML, for the prerendered page (its title, meta tags, canonical link, JSON-LD). */
export function headHtml(head: PageHead, data: readonly StructuredData[]): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...metaTags(head).map(
      ([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    ...head.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    ...data.map((item) => `<script type="application/ld+json">${jsonLdText(item)}</script>`),
  ].join('');
}
