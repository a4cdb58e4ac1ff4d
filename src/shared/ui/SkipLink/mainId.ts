/**
 * The id of the page's `<main>` (app/layout/Layout.tsx): the skip link's target, and the element a
 * page's HTML holds its first paint for (scripts/page-shell/document.ts, `<link rel="expect">`).
 */
export const MAIN_ID = 'main';
