/** The news service (SPEC §7): published caveat posts and one post. */
import { messages, type PaginationMeta } from "@ile/contract";
import { env } from "@/config/env";
import { ApiError, type Query } from "../http";
import { getToken } from "../session-storage";
import { type Raw, type SimpleClientOptions, satellite, str } from "./satellite";

export const DEFAULT_NEWS_PAGE_SIZE = 4;

export function createNewsApi(opts: SimpleClientOptions) {
  const write = <T>(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown) =>
    satellite<T>(opts, path, messages.generic.network, { method, body, token: getToken() });
  return {
    /** The editorial desk's calls (editors and admins; bearer token). */
    editor: {
      get: <T = unknown>(path: string, query: Query = {}) =>
        satellite<T>(opts, path, messages.generic.network, { query, token: getToken() }),
      post: <T = unknown>(path: string, body?: unknown) => write<T>("POST", path, body ?? {}),
      put: <T = unknown>(path: string, body: unknown) => write<T>("PUT", path, body),
      delete: <T = unknown>(path: string) => write<T>("DELETE", path),
      postForm: <T = unknown>(path: string, form: FormData) => write<T>("POST", path, form),
    },
    async listCaveatPosts<P = Raw>(params: Query = {}): Promise<{ posts: P[]; pagination: PaginationMeta }> {
      const query: Query = {
        ...params,
        status: "published",
        per_page: params.per_page ?? DEFAULT_NEWS_PAGE_SIZE,
      };
      const body = await satellite<Raw>(opts, "/posts/caveat/article", messages.news.listFailed, { query });
      if (body.status !== "success")
        throw new ApiError(400, str(body.message) || messages.news.listFailed, { data: body });
      if (!Array.isArray(body.posts)) throw new ApiError(400, messages.news.invalidStructure, { data: body });
      return { posts: body.posts as P[], pagination: body.pagination as PaginationMeta };
    },
    async getCaveatPost<P = Raw>(id: number | string): Promise<P> {
      let body: Raw;
      try {
        body = await satellite<Raw>(
          opts,
          `/caveat/${encodeURIComponent(String(id))}`,
          messages.news.detailFailed,
        );
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) throw new ApiError(404, messages.news.notFound);
        throw err;
      }
      if (!body.post) throw new ApiError(404, messages.news.notFound, { data: body });
      return body.post as P;
    },
    /** The listing warning: published caveats on a title number, a place or an address (issue 21). */
    caveatMatches<P = Raw>(query: Query): Promise<{ posts: P[] }> {
      return satellite<{ posts: P[] }>(opts, "/caveat/matches", messages.news.listFailed, { query });
    },
    videos<V = Raw>(query: Query = {}): Promise<{ videos: V[]; pagination: PaginationMeta }> {
      return satellite(opts, "/videos", "Failed to fetch videos", { query });
    },
  };
}

/** The app's client (its own module, so a page that never calls it does not load it). */
export const newsApi = createNewsApi({ baseUrl: env.newsBase });
