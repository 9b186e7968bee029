/** The admin area's API (ADR 0700): accounts and the audit log. Types come from the contract. */
import type {
  AdminBadgeCheck,
  AdminPaymentListReply,
  AdminPaymentQuery,
  AdminReport,
  AdminRoleInput,
  AdminUserListReply,
  AdminUserQuery,
  AdminUserReply,
  AuctionListReply,
  AuctionReply,
  AuditListReply,
  AuditQuery,
  BlacklistEntry,
  BlacklistEvidenceFile,
  Plan,
  REPORT_ACTIONS,
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
  auctions: ["admin", "auctions"] as const,
  payments: ["admin", "payments"] as const,
  plans: ["admin", "plans"] as const,
  reports: ["admin", "reports"] as const,
  blacklist: ["admin", "blacklist"] as const,
  badges: ["admin", "badges"] as const,
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

/** Upcoming and live auctions (the public list leaves ended and cancelled ones to their own filters). */
export const adminAuctionsQuery = (status: "live" | "upcoming" | "cancelled", page: number) =>
  queryOptions({
    queryKey: [...adminKeys.auctions, status, page],
    queryFn: ({ signal }) =>
      api.get<AuctionListReply>("/auctions", { query: { status, page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export const cancelAuction = (id: number, reason: string) =>
  api.post<AuctionReply>(`/admin/auctions/${id}/cancel`, { reason });

export const adminPaymentsQuery = (q: Filters<AdminPaymentQuery>) =>
  queryOptions({
    queryKey: [...adminKeys.payments, clean(q)],
    queryFn: ({ signal }) => api.get<AdminPaymentListReply>("/admin/payments", { query: clean(q), signal }),
    placeholderData: keepPreviousData,
  });

export const markRefunded = (reference: string, reason: string) =>
  api.post<{ message: string }>(`/admin/payments/${encodeURIComponent(reference)}/refund`, { reason });

export const adminPlansQuery = queryOptions({
  queryKey: adminKeys.plans,
  queryFn: ({ signal }) => api.get<{ data: Plan[] }>("/subscriptions/price/list", { signal }),
});

export const updatePlan = (id: number, change: Record<string, unknown>) =>
  api.put<{ message: string; data: Plan }>(`/subscription/plans/${id}`, change);

export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const adminReportsQuery = (status: "open" | "decided") =>
  queryOptions({
    queryKey: [...adminKeys.reports, status],
    queryFn: ({ signal }) =>
      api.get<{ data: AdminReport[] }>("/admin/reports", { query: { status }, signal }),
  });

export const decideReport = (id: number, action: ReportAction, note: string) =>
  api.post<{ message: string }>(`/admin/reports/${id}/decide`, { action, note });

export const adminBlacklistQuery = (status: "pending" | "appeals" | "erasure" | "published") =>
  queryOptions({
    queryKey: [...adminKeys.blacklist, status],
    queryFn: ({ signal }) =>
      api.get<{ data: BlacklistEntry[] }>("/admin/blacklist", { query: { status }, signal }),
  });

/** One entry as the admin reviews it; here, its evidence files (issue 34). */
export const adminBlacklistEvidenceQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.blacklist, "entry", id],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { evidence: BlacklistEvidenceFile[] } }>(`/admin/blacklist/${id}`, { signal })
        .then((r) => r.data.evidence),
  });

export type BlacklistDecision = "approve" | "reject" | "uphold" | "dismiss" | "erase";

/** An admin's decision on an entry, with its reason (ADR 0901; audited by the server). */
export function decideBlacklist(id: number, decision: BlacklistDecision, reason: string) {
  const base = `/admin/blacklist/${id}`;
  if (decision === "approve") return api.post<{ message: string }>(`${base}/approve`, { note: reason });
  if (decision === "uphold" || decision === "dismiss")
    return api.post<{ message: string }>(`${base}/appeal`, {
      decision: decision === "uphold" ? "upheld" : "dismissed",
      reason,
    });
  return api.post<{ message: string }>(`${base}/${decision}`, { reason });
}

/** LASRERA and CAC numbers to check (ADR 0903): pending oldest first, or decided. */
export const adminBadgesQuery = (status: "pending" | "approved" | "rejected") =>
  queryOptions({
    queryKey: [...adminKeys.badges, status],
    queryFn: ({ signal }) =>
      api.get<{ data: AdminBadgeCheck[] }>("/admin/badges", { query: { status }, signal }),
  });

/** An admin's check of a person's number, with what was checked or why it failed (audited by the server). */
export const decideBadge = (
  userId: number,
  kind: AdminBadgeCheck["kind"],
  decision: "approved" | "rejected",
  reason: string,
) => api.post<{ message: string }>(`/admin/badges/${userId}/decide`, { kind, decision, reason });
