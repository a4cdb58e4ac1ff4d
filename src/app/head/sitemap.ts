import { absoluteUrl } from '@/shared/lib/siteUrl';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: every address given (absolute), each last modified on `lastmod` (YYYY-MM-DD, the build's date). */
export function sitemapXml(paths: readonly string[], lastmod: string): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
