/**
 * The boot script of a prerendered page: a script of its own (`js/boot.[hash].js`, a webpack
 * entry, not inline: the CSP allows 'self' scripts only), which the page names instead of main.js,
 * with main.js's address on its tag (`<script defer src="/js/boot.….js" data-main="/js/main.….js">`,
 * written by scripts/page-shell).
 *
 * A prerendered page paints from its HTML alone. Its app code (main.js, the largest file of the
 * load) is fetched right after that first paint, so that on a slow network the page's pictures,
 * its chunks and its data have the bandwidth first; React hydrates after the first paint anyway
 * (main.tsx). A page in a background tab paints no frames: it fetches main.js at once, as does a
 * page that has painted before this script ran, or whose preloads have all arrived.
 */
export function loadMainAfterFirstPaint(
  tag: HTMLOrSVGScriptElement | null,
  doc: Document,
  win: Window,
): void {
  const src = tag?.dataset.main;
  if (!src) return;
  let done = false;
  const load = () => {
    if (done) return;
    done = true;
    const script = doc.createElement('script');
    script.src = src;
    doc.head.appendChild(script);
  };
  if (doc.visibilityState !== 'visible') {
    load();
    return;
  }
  // A page whose first paint came before this script ran (on a slow network this deferred script
  // arrives after the picture and the preloads): at once, so that main.js runs before the page's
  // load event, and uses the chunks and data the page preloaded in time. Waiting for one more frame
  // can let the load event pass first, and the browser warns about preloads unused a few seconds
  // after it.
  if (win.performance.getEntriesByType('paint').length > 0) {
    load();
    return;
  }
  // Nor is there any bandwidth to keep for the page once everything it preloads has arrived (a fast
  // network, or a slow CPU that has not painted yet): then the load event can come before the next
  // frame, and main.js, waiting for that frame, would start too late to use the preloads in time.
  // So: at once when they have all arrived, else as the last of them arrives or at the first paint,
  // whichever comes first.
  const pending = pendingPreloads(doc, win);
  if (pending.length === 0) {
    load();
    return;
  }
  let left = pending.length;
  const arrived = () => {
    left -= 1;
    if (left === 0) load();
  };
  for (const link of pending) {
    link.addEventListener('load', arrived, { once: true });
    link.addEventListener('error', arrived, { once: true });
  }
  // Hidden before its first frame (the shopper switched tabs), the page paints none: at the change.
  doc.addEventListener('visibilitychange', load, { once: true });
  // The next frame is the first paint; the task after it comes once that frame is painted.
  win.requestAnimationFrame(() => win.setTimeout(load, 0));
}

/** The preloads of the page's head that have not arrived yet (an arrived one has its resource timing entry). */
function pendingPreloads(doc: Document, win: Window): HTMLLinkElement[] {
  const arrived = new Set(win.performance.getEntriesByType('resource').map((entry) => entry.name));
  return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).filter(
    (link) => !arrived.has(link.href),
  );
}

loadMainAfterFirstPaint(document.currentScript, document, window);
