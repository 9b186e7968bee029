/** The developer projects calls (ADR 0250; types from @ile/contract) with their React Query options. */
import type {
  MessageReply,
  Project,
  ProjectInput,
  ProjectListReply,
  ProjectReply,
  ProjectUpdate,
} from "@ile/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const projectsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ["projects", "list", params],
    queryFn: ({ signal }) => api.get<ProjectListReply>("/projects", { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: ["projects", "one", id],
    queryFn: ({ signal }) =>
      api.get<{ data: Project }>(`/projects/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
    retry: false,
  });

export const myProjectsQuery = (page: number) =>
  queryOptions({
    queryKey: ["projects", "mine", page],
    queryFn: ({ signal }) =>
      api.get<ProjectListReply>("/projects/mine", { query: { page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const createProject = (input: ProjectInput) => api.post<ProjectReply>("/projects", input);
export const updateProject = (id: number, input: ProjectUpdate) =>
  api.put<ProjectReply>(`/projects/${id}`, input);
export const deleteProject = (id: number) => api.delete<MessageReply>(`/projects/${id}`);
export function uploadProjectImages(id: number, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("images[]", f, f.name);
  return api.postForm<ProjectReply>(`/projects/${id}/images`, form);
}
export const removeProjectImage = (id: number, imageId: number) =>
  api.delete<ProjectReply>(`/projects/${id}/images/${imageId}`);
