/**
 * The orders of search results (`sort=` on GET /api/search and /search-results; issue 47, ADR 0412), without
 * zod: the web's sort control imports them at run time.
 */
export const SEARCH_SORTS = ["relevance", "newest", "price_asc", "price_desc"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** What the results page's "Sort by" calls each order. */
export const searchSortLabels: Record<SearchSort, string> = {
  relevance: "Most relevant",
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
};
