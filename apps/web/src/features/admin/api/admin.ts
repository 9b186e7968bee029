/** The admin area's API (ADR 0700): accounts and the audit log. Types come from the contract. */
import type {
  AdminRoleInput,
  AdminUserListReply,
  AdminUserQuery,
  AdminUserReply,
  AuditListReply,
  AuditQuery,
} from "@ile/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

type Filters<T> = Partial<Record<keyof T, string | number | undefined>>;
/** Leaves out empty filters so the URL and the cache key stay minimal. */
const clean = <T>(q: Filters<T>) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== "")) as Record<
    string,
    string | number
  >;

export const adminKeys = {
  users: ["admin", "users"] as const,
  audit: ["admin", "audit"] as const,
};

export const adminUsersQuery = (q: Filters<AdminUserQuery>) =>
  queryOptions({
    queryKey: [...adminKeys.users, clean(q)],
    queryFn: ({ signal }) => api.get<AdminUserListReply>("/admin/users", { query: clean(q), signal }),
    placeholderData: keepPreviousData,
  });

export const auditQuery = (q: Filters<AuditQuery>) =>
  queryOptions({
    queryKey: [...adminKeys.audit, clean(q)],
    queryFn: ({ signal }) => api.get<AuditListReply>("/admin/audit", { query: clean(q), signal }),
    placeholderData: keepPreviousData,
  });

export type AccountAction =
  | { kind: "suspend"; reason: string }
  | { kind: "restore"; reason?: string }
  | ({ kind: "role" } & AdminRoleInput);

export function changeAccount(id: number, action: AccountAction) {
  if (action.kind === "role")
    return api.put<AdminUserReply>(`/admin/users/${id}/role`, { role: action.role, reason: action.reason });
  return api.post<AdminUserReply>(
    `/admin/users/${id}/${action.kind}`,
    action.reason ? { reason: action.reason } : {},
  );
}
