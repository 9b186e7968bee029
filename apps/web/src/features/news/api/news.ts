/** Blog articles and videos from the news service (issue 21). */
import { DEFAULT_BLOG_PAGE_SIZE, type NewsPost, type Video } from "@ile/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { newsApi } from "@/lib/clients/news";

export const articlesQuery = (params: { query?: string; tag?: string; page?: number }) =>
  queryOptions({
    queryKey: ["news", "list", params],
    queryFn: () =>
      newsApi.listCaveatPosts<NewsPost>({ ...params, type: "blog", per_page: DEFAULT_BLOG_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ["news", "one", slug],
    queryFn: () => newsApi.getCaveatPost<NewsPost>(slug),
    retry: false,
  });

export const videosQuery = () =>
  queryOptions({ queryKey: ["videos"], queryFn: () => newsApi.videos<Video>({ per_page: 48 }) });
