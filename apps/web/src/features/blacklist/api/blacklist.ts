/** The tenant blacklist (issue 22, ADR 0901): search (verified landlords and agents), report, my reports. */
import type { BlacklistEntry } from "@ile/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

interface EntriesReply {
  status: "success";
  data: BlacklistEntry[];
}
interface EntryReply {
  status: "success";
  message?: string;
  data: BlacklistEntry;
}

export interface BlacklistSearch {
  name?: string;
  phone?: string;
}

export async function searchBlacklist(q: BlacklistSearch, signal?: AbortSignal) {
  return (await api.get<EntriesReply>("/blacklist/search", { query: { ...q }, signal })).data;
}

export const blacklistSearchOptions = (q: BlacklistSearch) =>
  queryOptions({
    queryKey: ["blacklist", "search", q],
    queryFn: ({ signal }) => searchBlacklist(q, signal),
    enabled: Boolean(q.name || q.phone),
    retry: false,
  });

export const useBlacklistSearch = (q: BlacklistSearch) => useQuery(blacklistSearchOptions(q));

export const myReportsOptions = () =>
  queryOptions({
    queryKey: ["blacklist", "mine"],
    queryFn: async ({ signal }) => (await api.get<EntriesReply>("/blacklist/reports", { signal })).data,
    retry: false,
  });

export function useReportTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.postForm<EntryReply>("/blacklist/reports", form),
    onSuccess: () => client.invalidateQueries({ queryKey: ["blacklist", "mine"] }),
  });
}
