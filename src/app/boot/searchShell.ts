/**
 * What stands for the query in the search page's shell (`search.html`, src/app/prerender.tsx
 * `renderSearchShell`): its inline script (scripts/page-shell/searchShell.ts) writes the address's
 * query wherever this is, before the first paint. A character of Unicode's private use area: no
 * word of the shop, in either edition, has it.
 */
export const SEARCH_SHELL_MARK = '\uE000';
