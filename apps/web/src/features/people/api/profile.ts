/** GET /api/people/{id or slug}: the public profile with a page of listings and the latest reviews. */
import type { PublicProfileReply } from "@ile/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type PublicProfileData = PublicProfileReply["data"];

export async function getProfile(key: string, signal?: AbortSignal): Promise<PublicProfileData> {
  return (await api.get<PublicProfileReply>(`/people/${encodeURIComponent(key)}`, { signal })).data;
}

export const profileQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ["people", "profile", key],
    queryFn: ({ signal }) => getProfile(key, signal),
    retry: false,
  });

export const useProfile = (key: string) => useQuery(profileQueryOptions(key));
