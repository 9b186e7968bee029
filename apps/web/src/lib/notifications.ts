/**
 * The notification centre's calls (issue 37, ADR 0270), shared by the header's bell (components) and the
 * /notifications page (features/notifications): the list, the unread count, marking read.
 */
import type { NotificationListReply } from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api-client";

export const notificationsKey = ["notifications"] as const;

export const notificationsQuery = (page: number, limit = 20) =>
  queryOptions({
    queryKey: [...notificationsKey, "list", page, limit],
    queryFn: ({ signal }) =>
      api.get<NotificationListReply>("/notifications", { query: { page, limit }, signal }),
  });

/** The unread count, asked again every minute while a page is open. */
export const unreadCountQuery = queryOptions({
  queryKey: [...notificationsKey, "unread"],
  queryFn: ({ signal }) =>
    api
      .get<{ data: { unread: number } }>("/notifications/unread-count", { signal })
      .then((r) => r.data.unread),
  refetchInterval: 60_000,
  retry: false,
});

export const markNotificationRead = (id: number) => api.post(`/notifications/${id}/read`, {});
export const markAllNotificationsRead = () => api.post("/notifications/read-all", {});
