/**
 * /notifications (issue 37, ADR 0270): every notification of the signed-in user, newest first, a page at a time;
 * opening one marks it read, "Mark all read" marks the rest. Signed out: the access guard asks to log in.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AccessGuard } from "@/components/access-guard";
import { MarkAllRead, NotificationItem, useOpenNotification } from "@/components/notification-bell";
import { PageMeta } from "@/components/page-meta";
import { QueryState } from "@/components/query-state";
import { PageHeader } from "@/components/ui/page";
import { Pagination } from "@/components/ui/pagination";
import { paths } from "@/config/paths";
import { notificationsQuery } from "@/lib/notifications";

function NotificationList() {
  const [page, setPage] = useState(1);
  const list = useQuery(notificationsQuery(page));
  const onOpen = useOpenNotification();
  return (
    <QueryState
      query={list}
      loading="Loading notifications…"
      error={() => (
        <p role="alert" className="text-negative">
          Notifications could not be loaded.
        </p>
      )}
    >
      {({ data, meta, unread }) => (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-muted">
              {meta.total} notification{meta.total === 1 ? "" : "s"}, {unread} unread
            </p>
            {unread > 0 ? <MarkAllRead className="btn-outline" /> : null}
          </div>
          {data.length === 0 ? (
            <p className="card p-5 text-muted">
              No notifications yet. You will be told here when you are outbid, when someone enquires about
              your listing or answers your property request, and of your saved-search alerts.
            </p>
          ) : (
            <ul className="card flex flex-col divide-y divide-line p-2">
              {data.map((n) => (
                <li key={n.id} className="py-1">
                  <NotificationItem n={n} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={meta.current_page}
            lastPage={meta.last_page}
            onPage={setPage}
            label="Notification pages"
          />
        </div>
      )}
    </QueryState>
  );
}

export function Component() {
  return (
    <>
      <PageMeta
        title="Notifications — Ile"
        description="Your notifications on Ile."
        path={paths.notifications}
      />
      <PageHeader title="Notifications" />
      <div className="container-page py-6">
        <AccessGuard>
          <NotificationList />
        </AccessGuard>
      </div>
    </>
  );
}
