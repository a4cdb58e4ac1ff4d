/**
 * Where sign-in sends the shopper back to: the `from` path that RequireAuth put in the router's
 * location state. Only same-site paths are accepted ('/checkout', '/orders?x=1'); anything else
 * (absent, not a string, '//evil.example', '/\\evil', 'https://...', the auth pages) gives '/'.
 */
export function returnPathFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string') return '/';
  if (!from.startsWith('/') || from.startsWith('//')) return '/';
  // Browsers drop tabs and newlines from URLs, so '/\t/evil.example' would become '//evil.example'.
  if ([...from].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return '/';
  if (/^\/(login|signup|forgot-password)(?=$|[/?#])/.test(from)) return '/';
  return from;
}
