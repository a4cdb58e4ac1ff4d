/**
 * The search page's heading, 'Search Results for "query"' (spec section 2), which is also its
 * document title. A module of its own: the route table reads it on every page (for titles), and
 * should not bring the results header's components into the first load.
 */
export function searchHeading(query: string): string {
  return `Search Results for "${query}"`;
}
