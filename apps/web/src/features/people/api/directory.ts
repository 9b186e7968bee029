/** GET /api/people: a directory page of profiles by role, state, city, verified. */
import type { DirectoryReply } from "@ile/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface DirectoryParams {
  role?: string;
  state?: string;
  city?: string;
  verified?: string;
  query?: string;
  sort?: string;
  page?: string;
  limit?: string;
}

export type DirectoryPage = DirectoryReply["data"];

export async function getDirectory(params: DirectoryParams, signal?: AbortSignal): Promise<DirectoryPage> {
  return (await api.get<DirectoryReply>("/people", { query: { ...params }, signal })).data;
}

export const directoryQueryOptions = (params: DirectoryParams) =>
  queryOptions({
    queryKey: ["people", "directory", params],
    queryFn: ({ signal }) => getDirectory(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDirectory = (params: DirectoryParams) => useQuery(directoryQueryOptions(params));
