/**
 * The build's side of the first load (README.md): every page's HTML, the shell's and each
 * prerendered page's, from the route table and the build's chunks. webpack.config.ts adds the
 * plugin; scripts/prerender.ts writes each page with `documentHtml`.
 */
export { documentHtml, searchShellHtml, type RenderedPage, type Shell } from './document';
export { PageShellPlugin } from './plugin';
export { CONTENT_SECURITY_POLICY } from './csp';
