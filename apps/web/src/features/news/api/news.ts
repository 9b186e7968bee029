/** The news calls (SPEC §7, issue 21): published notices and posts, one post. */
import type { NewsPost } from "@ile/contract";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { DEFAULT_NEWS_PAGE_SIZE, newsApi } from "@/lib/api-client";

export const noticesQuery = (params: { type?: string; query?: string; state?: string } = {}) =>
  infiniteQueryOptions({
    queryKey: ["news", "list", params],
    queryFn: ({ pageParam }) =>
      newsApi.listCaveatPosts<NewsPost>({ ...params, page: pageParam, per_page: DEFAULT_NEWS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination && last.pagination.current_page < last.pagination.last_page
        ? last.pagination.current_page + 1
        : undefined,
  });

export const postQuery = (slug: string) =>
  queryOptions({
    queryKey: ["news", "one", slug],
    queryFn: () => newsApi.getCaveatPost<NewsPost>(slug),
    retry: false,
  });
