/**
 * Whether the signed-in person works on the editorial desk (issue 21, ADR 0803): their role from the news service
 * (writer or publisher; admins publish), null for everyone else (the server answers 200 `{editor: false, role:
 * null}`, ADR 0803 addendum). Asked once per session and only where a page shows desk-only parts.
 */
import type { EditorRole } from "@ile/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { newsApi } from "./clients/news";

export const editorRoleQuery = () =>
  queryOptions({
    queryKey: ["editorial", "me"],
    queryFn: () => newsApi.editor.get<{ role: EditorRole | null }>("/editor/me").then((r) => r.role),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The person's desk role, or null (not an editor, signed out, or not asked: `enabled` false). */
export function useEditorRole(enabled: boolean): EditorRole | null {
  return useQuery({ ...editorRoleQuery(), enabled }).data ?? null;
}
