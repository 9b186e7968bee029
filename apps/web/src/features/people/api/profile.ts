/** GET /api/people/{id or slug}: the public profile with a page of listings and the latest reviews. */
import type { PublicProfileReply } from "@ile/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type PublicProfileData = PublicProfileReply["data"];

/** `page` is the page of their listings (6 per page). */
export async function getProfile(key: string, page = 1, signal?: AbortSignal): Promise<PublicProfileData> {
  const query = page > 1 ? `?page=${page}` : "";
  return (await api.get<PublicProfileReply>(`/people/${encodeURIComponent(key)}${query}`, { signal })).data;
}

export const profileQueryOptions = (key: string, page = 1) =>
  queryOptions({
    queryKey: ["people", "profile", key, page],
    queryFn: ({ signal }) => getProfile(key, page, signal),
    retry: false,
    // Turning a page of listings keeps the profile on screen.
    placeholderData: keepPreviousData,
  });

export const useProfile = (key: string, page = 1) => useQuery(profileQueryOptions(key, page));
