/** The groups calls (issue 21; types from @ile/contract) with their React Query options. */
import type { Discussion, Group, JoinRequest } from "@ile/contract";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { groupsApi } from "@/lib/clients/groups";

export type GroupList = { groups: Group[]; next_cursor: string | null };
export type DiscussionPage = { group: Group; discussions: Discussion[]; next_cursor: string | null };

export const groupsQuery = (query: string) =>
  queryOptions({
    queryKey: ["groups", "list", query],
    queryFn: () => groupsApi.getAllGroups<GroupList>({ query, limit: 100 }),
  });

export const groupQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", "one", slug],
    queryFn: () => groupsApi.getGroupBySlug<{ group: Group }>(slug).then((r) => r.group),
    retry: false,
  });

export const discussionsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ["groups", "discussions", slug],
    queryFn: ({ pageParam }) =>
      groupsApi.getDiscussionsByGroup<DiscussionPage>(slug, { cursor: pageParam || undefined }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    retry: false,
  });

type DReply = { discussion: Discussion };
/** POST /groups (the creator becomes its owner): the body of the contract's groupInputSchema. */
export const createGroup = (body: {
  name: string;
  description: string;
  kind: string;
  visibility: string;
  state: string | null;
  city: string | null;
}) => groupsApi.post<{ group: Group }>("/groups", body);
export const joinGroup = (slug: string) =>
  groupsApi.post<{ message: string; group: Group }>(`/groups/${encodeURIComponent(slug)}/join`);
export const leaveGroup = (slug: string) =>
  groupsApi.post<{ message: string; group: Group }>(`/groups/${encodeURIComponent(slug)}/leave`);
export const startDiscussion = (slug: string, body: { title: string; body: string }) =>
  groupsApi.post<DReply>(`/groups/${encodeURIComponent(slug)}/discussions`, body);
export const replyTo = (id: number, body: string) =>
  groupsApi.post<DReply>(`/discussions/${id}/replies`, { body });
export const react = (id: number, kind: string) =>
  groupsApi.post<DReply>(`/discussions/${id}/reactions`, { kind });
export const deletePost = (id: number) => groupsApi.delete<{ message: string }>(`/discussions/${id}`);
export const removePost = (id: number, reason: string) =>
  groupsApi.post<{ message: string }>(`/discussions/${id}/remove`, { reason });
export const setFlag = (id: number, flag: "pin" | "lock", value: boolean) =>
  groupsApi.post<DReply>(`/discussions/${id}/${flag}`, { value });
export function addPhotos(id: number, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("photos[]", f, f.name);
  return groupsApi.postForm<DReply>(`/discussions/${id}/photos`, form);
}
export const editPost = (id: number, body: string) => groupsApi.put<DReply>(`/discussions/${id}`, { body });

export type JoinRequestList = { requests: JoinRequest[] };
export const joinRequestsQuery = (slug: string) =>
  queryOptions({
    queryKey: ["groups", "requests", slug],
    queryFn: () => groupsApi.get<JoinRequestList>(`/groups/${encodeURIComponent(slug)}/requests`),
  });
export const decideRequest = (slug: string, userId: number, approve: boolean) =>
  groupsApi.post<{ message: string; group: Group }>(
    `/groups/${encodeURIComponent(slug)}/members/${userId}/${approve ? "approve" : "reject"}`,
  );
