/**
 * What a page module may export besides its Component (ADR 0022): the queries its first paint shows, from the
 * feature's own query options. The server loads them before rendering the page; the browser's hooks then find
 * them in the cache it hydrates from. The first query is the page's subject (a listing, an auction, a profile):
 * when it answers 404 the page answers 404 too. A "Load more" list may be listed by its infinite query options:
 * the server loads its first page.
 */
import type {
  EnsureInfiniteQueryDataOptions,
  EnsureQueryDataOptions,
  QueryClient,
} from "@tanstack/react-query";
import type { Params } from "react-router";

// biome-ignore lint/suspicious/noExplicitAny: a page lists queries of several data types
type OneQuery = EnsureQueryDataOptions<any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: the same, for a "Load more" list (infinite query options)
type ListQuery = EnsureInfiniteQueryDataOptions<any, any, any, any, any>;
export type PageQuery = OneQuery | ListQuery;

/** Loads a page's query into the server's query client: a "Load more" list by its first page. */
export function prefetchPageQuery(client: QueryClient, q: PageQuery): Promise<void> {
  return "initialPageParam" in q && q.initialPageParam !== undefined
    ? client.prefetchInfiniteQuery(q as ListQuery)
    : client.prefetchQuery(q as OneQuery);
}

export type PageQueries = (args: { params: Params; url: URL }) => PageQuery[];
