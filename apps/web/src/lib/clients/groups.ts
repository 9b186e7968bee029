/** The groups service (SPEC §7): groups and their discussions; writes carry the session's bearer token. */
import { messages } from "@ile/contract";
import { env } from "@/config/env";
import type { Query } from "../http";
import { getToken } from "../session-storage";
import { type SimpleClientOptions, satellite } from "./satellite";

export function createGroupsApi(opts: SimpleClientOptions) {
  const write = <T>(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown) =>
    satellite<T>(opts, path, messages.generic.network, { method, body, token: getToken() });
  return {
    getAllGroups: <T = unknown>(query: Query = {}) =>
      satellite<T>(opts, "/groups/getAllGroups", messages.groups.list, { query, token: getToken() }),
    getGroupBySlug: <T = unknown>(slug: string) =>
      satellite<T>(opts, `/groups/getGroupBySlug/${encodeURIComponent(slug)}`, messages.groups.one, {
        token: getToken(),
      }),
    getDiscussionsByGroup: <T = unknown>(group: string | number, query: Query = {}) =>
      satellite<T>(
        opts,
        `/groups/getDiscussionsByGroup/${encodeURIComponent(String(group))}`,
        messages.groups.discussions,
        { query, token: getToken() },
      ),
    /** An authenticated read (a private group's join requests). */
    get: <T = unknown>(path: string, query: Query = {}) =>
      satellite<T>(opts, path, messages.generic.network, { query, token: getToken() }),
    post: <T = unknown>(path: string, body?: unknown) => write<T>("POST", path, body ?? {}),
    put: <T = unknown>(path: string, body: unknown) => write<T>("PUT", path, body),
    delete: <T = unknown>(path: string) => write<T>("DELETE", path),
    postForm: <T = unknown>(path: string, form: FormData) => write<T>("POST", path, form),
  };
}

/** The app's client (its own module, so a page that never calls it does not load it). */
export const groupsApi = createGroupsApi({ baseUrl: env.groupsBase });
