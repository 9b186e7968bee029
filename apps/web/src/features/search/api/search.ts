/** GET /api/search (SPEC §7): the fetcher, its query options and the hook. */
import type { SearchParams, SearchReply } from "@ile/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type SearchResult = SearchReply["data"]["data"];

export async function getSearch(params: SearchParams, signal?: AbortSignal): Promise<SearchResult> {
  const body = await api.get<SearchReply>("/search", { query: params, signal });
  return body.data.data;
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ["search", params],
    queryFn: ({ signal }) => getSearch(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

export const useSearch = (params: SearchParams) => useQuery(searchQueryOptions(params));
