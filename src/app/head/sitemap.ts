import { absoluteUrl } from '@/shared/lib/siteUrl';
import { shopPath } from '@/shared/i18n';
import { editionAlternates } from './pageHead';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml: every address given (absolute), each last modified on `lastmod` (YYYY-MM-DD, the
 * build's date), with its page in both editions as `xhtml:link` alternates (issue 36): English
 * (`en-IN`, and `x-default`) and Hindi (`hi-IN`), as the pages' own hreflang links say.
 */
export function sitemapXml(paths: readonly string[], lastmod: string): string {
  const urls = paths.map((path) => {
    const alternates = editionAlternates(shopPath(path))
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('');
    return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
