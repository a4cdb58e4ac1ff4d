import { createHash } from 'node:crypto';
import { SEARCH_SHELL_MARK } from '../../src/app/boot/searchShell';

/** The longest query the app keeps from an address (src/features/search/urlState.ts; searchShell.test.ts holds the two together). */
const MAX_QUERY_LENGTH = 100;

/**
 * The search shell's one script (search.html, hi/search.html: issue 33), inline right after its
 * root, so that it runs before the first paint: it writes the address's query (`q`, trimmed and cut
 * as the app reads it, src/features/search/urlState.ts) wherever the shell's markup has the mark
 * that stands for it: the heading's text, and in attributes (the other edition's link has it
 * URL-encoded). As text and attribute values, never as markup. Without a query the page is the app's 'Start searching',
 * not a results' loading state: the main element is left empty for the app to fill.
 */
export const SEARCH_SHELL_SCRIPT =
  'try{var q=(new URLSearchParams(location.search).get("q")||"").trim().slice(0,' +
  `${MAX_QUERY_LENGTH}),m="\\u${SEARCH_SHELL_MARK.charCodeAt(0).toString(16)}",r=document.getElementById("root"),` +
  `e=${JSON.stringify(encodeURIComponent(SEARCH_SHELL_MARK))},w=document.createTreeWalker(r,5),n,i,a,b;` +
  'if(q)while(n=w.nextNode()){if(n.nodeType===3)n.data=n.data.split(m).join(q);' +
  'else for(i=0;i<n.attributes.length;i++)a=n.attributes[i],b=a.value.split(m).join(q)' +
  '.split(e).join(encodeURIComponent(q)),b===a.value||(a.value=b)}else r.querySelector("main").replaceChildren()}catch(x){}';

/** The script's hash, which the Content-Security-Policy allows (csp.ts). */
export const SEARCH_SHELL_HASH = `'sha256-${createHash('sha256').update(SEARCH_SHELL_SCRIPT).digest('base64')}'`;
