import { CONSENT_HEAD_HASH } from './consentHead';
import { SEARCH_SHELL_HASH } from './searchShell';

/**
 * Content-Security-Policy of the built site: only our own origin, plus the category tile image host.
 * styled-components injects <style> elements, hence 'unsafe-inline' for styles only. Scripts are
 * files of our own (the boot script, the route hints: their data inline JSON, which is not run),
 * but for two inline lines, each allowed by its hash: one in every page's head, which reads the
 * shopper's consent before the first paint (consentHead.ts), and one in the search page's shell,
 * which writes the address's query into it (searchShell.ts). Static hosts should also send the policy as
 * a header (public/_headers has the set, with frame-ancestors; a test holds the two together).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${CONSENT_HEAD_HASH} ${SEARCH_SHELL_HASH}`,
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
