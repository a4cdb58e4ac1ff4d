/** Where the shop is published when the build is not told otherwise. */
const DEFAULT_SITE_URL = 'https://rangoli.shop';

/**
 * The shop's public address, without a trailing slash: the build setting `SITE_URL`
 * (`SITE_URL=https://example.in npm run build`), https://rangoli.shop by default. Canonical URLs,
 * share links, Open Graph tags, structured data and the sitemap are built from it.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/** The absolute address of a path of the shop ("/women" → "https://rangoli.shop/women"). */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`;
}
