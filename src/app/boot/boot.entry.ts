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
 * page that has painted before this script ran.
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
  // Hidden before its first frame (the shopper switched tabs), the page paints none: at the change.
  doc.addEventListener('visibilitychange', load, { once: true });
  // The next frame is the first paint; the task after it comes once that frame is painted.
  win.requestAnimationFrame(() => win.setTimeout(load, 0));
}

loadMainAfterFirstPaint(document.currentScript, document, window);
