import { createHash } from 'node:crypto';
import { CONSENT_KEY, CONSENT_PENDING_ATTRIBUTE, OPTIONAL_KINDS } from '../../src/shared/lib/consent';

const kind = `(?:${OPTIONAL_KINDS.join('|')})`;
/** The stored values parseConsent (src/shared/lib/consent.ts) takes for a choice. */
export const STORED_CHOICE = new RegExp(`^(?:all|necessary|${kind}(?:,${kind})*)$`);

/**
 * Every page's first script, inline in its head: with no choice stored (a first visit), <html>
 * gets the mark that keeps the notice's room below the header from the first paint, so that the
 * notice arriving later moves nothing; a returning shopper's page keeps no room, so nothing
 * flashes. Storage that cannot be read keeps nothing to ask about: no mark (the store agrees).
 */
export const CONSENT_HEAD_SCRIPT =
  // Written as the build's HTML minifier writes it (shell.html is minified, prerendered pages are
  // not): the hash must hold for both (consentHead.test.ts minifies it to make sure).
  `try{${STORED_CHOICE.toString()}.test(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})||"")||` +
  `document.documentElement.setAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},"")}catch(e){}`;

/** The script's hash, the one inline script the Content-Security-Policy allows. */
export const CONSENT_HEAD_HASH = `'sha256-${createHash('sha256').update(CONSENT_HEAD_SCRIPT).digest('base64')}'`;
