import { CONSENT_HEAD_HASH } from './consentHead';

/**
 * Content-Security-Policy of the built site: only our own origin, plus the category tile image host.
 * styled-components injects <style> elements, hence 'unsafe-inline' for styles only. Scripts are
 * files of our own (the boot script, the route hints: their data inline JSON, which is not run),
 * but for one line in every page's head, allowed by its hash: it reads the shopper's consent before
 * the first paint (scripts/page-shell/consentHead.ts). Static hosts should also send the policy as
 * a header (public/_headers has the set, with frame-ancestors; a test holds the two together).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${CONSENT_HEAD_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://images.unsplash.com",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
