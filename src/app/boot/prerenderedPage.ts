/**
 * Whether the document is the build's prerendered HTML of this address (`pathname`, with no query):
 * what main.tsx hydrates rather than renders afresh. The build marks the root with the path it
 * rendered (scripts/prerender.mjs); a host's fallback may serve that HTML for another address.
 */
export function isPrerenderedPage(pathname?: string): boolean {
  if (typeof document === 'undefined') return false;
  return (
    document.getElementById('root')?.dataset.prerendered === (pathname ?? location.pathname) &&
    location.search === ''
  );
}
