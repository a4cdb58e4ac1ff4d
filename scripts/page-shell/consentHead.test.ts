import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { parseConsent } from '@/shared/lib/consent';
import { CONTENT_SECURITY_POLICY } from './csp';
import { CONSENT_HEAD_HASH, CONSENT_HEAD_SCRIPT, STORED_CHOICE } from './consentHead';
import { documentHtml, type Shell } from './document';
import { SEARCH_SHELL_HASH } from './searchShell';

const SHELL: Shell = {
  scripts: { main: '/js/main.1.js', boot: '/js/boot.1.js', hints: '/js/hints.1.js' },
  manifest: '/data/catalog.1.json',
  csp: CONTENT_SECURITY_POLICY,
  withHints: false,
  hints: { routes: [], shards: [] },
};

/** Runs the shell's head in a page whose localStorage holds `stored` under `consent`. */
function pageWith(stored: string | null) {
  const dom = new JSDOM(documentHtml(SHELL), {
    url: 'https://rangoli.shop/',
    runScripts: 'dangerously',
    beforeParse(window) {
      if (stored !== null) window.localStorage.setItem('consent', stored);
    },
  });
  return dom.window.document.documentElement;
}

describe("the head's consent line", () => {
  it('marks a first visit (no choice stored), so the notice has its room from the first paint', () => {
    expect(pageWith(null).hasAttribute('data-consent-pending')).toBe(true);
  });

  it.each(['all', 'necessary', 'pincode,mySizes'])('leaves a returning shopper (%s) unmarked', (stored) => {
    expect(pageWith(stored).hasAttribute('data-consent-pending')).toBe(false);
  });

  it('marks a value the app would not take as a choice', () => {
    expect(pageWith('yes please').hasAttribute('data-consent-pending')).toBe(true);
  });

  it.each([
    'all',
    'necessary',
    'pincode',
    'recentlyViewed,stockAlerts',
    '',
    'al',
    'all,pincode',
    'pincode,',
    'x',
  ])('reads %j as the app does', (stored) => {
    expect(STORED_CHOICE.test(stored)).toBe(parseConsent(stored) !== null);
  });

  it("is allowed by its hash, beside the search shell's line the only inline script, in the meta tag and in public/_headers", () => {
    const hash = `'sha256-${createHash('sha256').update(CONSENT_HEAD_SCRIPT).digest('base64')}'`;
    expect(CONSENT_HEAD_HASH).toBe(hash);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' ${hash} ${SEARCH_SHELL_HASH};`);
    const headers = readFileSync(path.resolve(__dirname, '../../public/_headers'), 'utf8');
    expect(headers).toContain(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
  });
});

describe("the head's consent line, minified", () => {
  it('is what the HTML minifier writes already, so its hash holds in shell.html too', async () => {
    const { minify } = await import('terser');
    const minified = await minify(CONSENT_HEAD_SCRIPT, { compress: { passes: 2 } });
    expect(minified.code).toBe(CONSENT_HEAD_SCRIPT);
  });
});
