/**
 * Whether the signed-in person works on the editorial desk (issue 21, ADR 0803): their role from the news service
 * (writer or publisher; admins publish). Asked once per session and only where a page shows desk-only parts; a
 * 403 means "not an editor", not an error to show.
 */
import type { EditorRole } from "@ile/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { newsApi } from "./api-client";

export const editorRoleQuery = () =>
  queryOptions({
    queryKey: ["editorial", "me"],
    queryFn: () => newsApi.editor.get<{ role: EditorRole }>("/editor/me").then((r) => r.role),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The person's desk role, or null (not an editor, signed out, or not asked: `enabled` false). */
export function useEditorRole(enabled: boolean): EditorRole | null {
  return useQuery({ ...editorRoleQuery(), enabled }).data ?? null;
}
