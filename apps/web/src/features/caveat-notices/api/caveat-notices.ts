/** The caveat notices' calls to the news service (SPEC §7, issue 21): published notices and posts, one post. */
import type { NewsPost } from "@ile/contract";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { DEFAULT_NEWS_PAGE_SIZE, newsApi } from "@/lib/clients/news";

/** The list's filters (issue 38: the notices page filters by place and title number). */
export interface NoticeFilters {
  type?: string;
  query?: string;
  state?: string;
  place?: string;
  title_number?: string;
}

export const noticesQuery = (params: NoticeFilters = {}) =>
  infiniteQueryOptions({
    queryKey: ["caveat-notices", "list", params],
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
    queryKey: ["caveat-notices", "one", slug],
    queryFn: () => newsApi.getCaveatPost<NewsPost>(slug),
    retry: false,
  });
