// How the built site is served here (npm run serve, e2e, Lighthouse, the size check), the way static
// hosts serve it: compressed, a file if there is one (`/women` is women.html, a prerendered page),
// else the SPA fallback shell.html (hi/shell.html under /hi/), which renders in the browser.
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

/** The prerendered page for an extensionless path, if the build wrote one. */
function hasPage(dir, pathname) {
  if (pathname === '/' || path.extname(pathname) !== '') return pathname === '/';
  const file = path.resolve(dir, `.${pathname.replace(/\/$/, '')}.html`);
  return file.startsWith(dir + path.sep) && fs.existsSync(file);
}

/** A request handler for `dir`; `config` adds serve-handler options (headers). */
export function staticHandler(dir, config = {}) {
  const root = path.resolve(dir);
  // The Hindi edition's addresses fall back to its own shell (issue 36), the others to the shell.
  const fallback = [
    { source: 'hi/**', destination: '/hi/shell.html' },
    { source: '**', destination: '/shell.html' },
  ];
  const compress = compression();
  return (req, res) => compress(req, res, () => serve(req, res));
  function serve(req, res) {
    let pathname = '/';
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      // A malformed address falls back to the shell like any unknown path.
    }
    return handler(req, res, { ...config, public: root, rewrites: hasPage(root, pathname) ? [] : fallback });
  }
}
