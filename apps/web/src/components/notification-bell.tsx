/**
 * The header's bell (issue 37, ADR 0270): a disclosure button named "Notifications, N unread" that opens a
 * popover with the latest notifications. Opening it moves focus into the popover; Escape or a click outside
 * closes it and Escape returns focus to the bell (useDismiss). Opening a notification marks it read.
 */
import type { Notification } from "@ile/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { QueryState } from "@/components/query-state";
import { paths } from "@/config/paths";
import { formatDateTime } from "@/lib/format";
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsKey,
  notificationsQuery,
  unreadCountQuery,
} from "@/lib/notifications";
import { useDismiss } from "./header-menu";

export const bellLabel = (unread: number) => `Notifications, ${unread} unread`;

/** One notification as a link (or text when it has none); unread ones are marked in words, not only colour. */
export function NotificationItem({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  const body = (
    <>
      <span className="flex items-center gap-2 font-semibold">
        {n.read_at ? null : (
          <span className="rounded bg-brand-700 px-1.5 text-xs font-semibold text-white">New</span>
        )}
        {n.title}
      </span>
      <span className="block text-sm text-ink">{n.body}</span>
      <span className="block text-xs text-muted">{formatDateTime(n.created_at)}</span>
    </>
  );
  const cls = `block rounded-[var(--radius-control)] px-3 py-2 ${n.read_at ? "" : "bg-brand-50"}`;
  return n.link ? (
    <Link to={n.link} className={`${cls} hover:underline`} onClick={() => onOpen(n)}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}

export function useOpenNotification() {
  const client = useQueryClient();
  return (n: Notification) => {
    if (n.read_at) return;
    void markNotificationRead(n.id).then(() => client.invalidateQueries({ queryKey: notificationsKey }));
  };
}

/** "Mark all read": marks every notification of mine read, then the bell and lists ask again. */
export function MarkAllRead({ className }: { className: string }) {
  const client = useQueryClient();
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        void markAllNotificationsRead().then(() => client.invalidateQueries({ queryKey: notificationsKey }))
      }
    >
      Mark all read
    </button>
  );
}

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const id = useId();
  const { pathname } = useLocation();
  const unread = useQuery(unreadCountQuery).data ?? 0;
  const latest = useQuery({ ...notificationsQuery(1, 5), enabled: open });
  const onOpen = useOpenNotification();
  useDismiss(open, () => setOpen(false), ref);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the popover closes on every navigation
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={bellLabel(unread)}
        onClick={() => setOpen((o) => !o)}
        className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute right-0 top-0 min-w-5 rounded-full bg-negative px-1 text-center text-xs font-semibold text-white"
            data-testid="unread-badge"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      <section
        id={id}
        ref={panel}
        hidden={!open}
        tabIndex={-1}
        aria-label="Notifications"
        className="absolute right-0 top-full z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-[var(--radius-card)] border border-line bg-surface p-2 shadow-[var(--shadow-pop)]"
      >
        <div className="flex items-center justify-between px-3 py-1">
          <h2 className="font-semibold">Notifications</h2>
          {unread > 0 ? <MarkAllRead className="btn-ghost min-h-11 text-sm" /> : null}
        </div>
        <QueryState
          query={latest}
          loading="Loading..."
          error={() => (
            <p role="alert" className="px-3 py-2 text-sm text-negative">
              Notifications could not be loaded.
            </p>
          )}
          empty={<p className="px-3 py-2 text-sm text-muted">No notifications yet.</p>}
        >
          {(data) => (
            <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto">
              {data.data.map((n) => (
                <li key={n.id}>
                  <NotificationItem n={n} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <Link to={paths.notifications} className="btn-outline mt-2 w-full justify-center">
          See all notifications
        </Link>
      </section>
    </div>
  );
}
