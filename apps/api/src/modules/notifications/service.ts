/**
 * The notification centre (issue 37, ADR 0270). Other modules tell a user something with `notify(tx | db, userId,
 * …)`, usually inside the transaction of the change it reports (a bid, an enquiry, an answer), so a notification
 * exists exactly when its cause does; `notifyAlert` is the entry point for saved-search alerts (kind "alert").
 * A mail, when there is one, goes through the outbox after the transaction (`mail`). The owner reads, counts
 * and marks their own notifications through `/api/notifications` (routes.ts).
 */
import { type Notification, notificationMessages } from "@ile/contract";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import type { OutboxMessage } from "../../platform/outbox.ts";
import { pageMeta } from "../../platform/pagination.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import {
  countNotifications,
  emailOf,
  insertNotification,
  markAllRead,
  markRead,
  type NotificationRow,
  type NotificationValues,
  notificationPage,
  unreadCount,
} from "./repo.ts";

export type NotificationInput = Omit<NotificationValues, "link"> & { link?: string | null };

/** Stores a notification for `userId` (in the caller's transaction when given one); returns its id. */
export function notify(db: DbOrTx, userId: number, n: NotificationInput) {
  return insertNotification(db, userId, { ...n, link: n.link ?? null });
}

/**
 * A saved-search alert in the bell (kind "alert"): the alerts job calls this once per listing per search, with
 * what it names (e.g. the listing's title and place) and the link to open.
 */
export function notifyAlert(
  db: DbOrTx,
  userId: number,
  alert: { title: string; body: string; link: string },
) {
  return notify(db, userId, { kind: "alert", ...alert });
}

export const notificationOut = (r: NotificationRow): Notification => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  read_at: r.read_at === null ? null : iso(r.read_at),
  created_at: iso(r.created_at),
});

export class NotificationsService {
  constructor(private readonly deps: Pick<ServiceDeps, "db" | "outbox">) {}

  notify = notify;
  notifyAlert = notifyAlert;

  /** Mails a user (through the outbox; nothing when they have no address). Call it after the transaction. */
  async mail(userId: number, message: Omit<OutboxMessage, "to" | "channel">) {
    const to = await emailOf(this.deps.db, userId);
    if (to) await this.deps.outbox.send({ channel: "email", to, ...message });
  }

  async list(userId: number, page: number, perPage: number) {
    const { total, unread } = await countNotifications(this.deps.db, userId);
    const rows =
      total > (page - 1) * perPage ? await notificationPage(this.deps.db, userId, page, perPage) : [];
    return { data: rows.map(notificationOut), meta: pageMeta(page, perPage, total), unread };
  }

  unread(userId: number) {
    return unreadCount(this.deps.db, userId);
  }

  /** Marks one of mine read; 404 when it is not mine (another user's id tells nothing). */
  async read(userId: number, id: number) {
    const row = await markRead(this.deps.db, userId, id);
    if (!row) throw AppError.notFound(notificationMessages.notFound);
    return notificationOut(row);
  }

  readAll(userId: number) {
    return markAllRead(this.deps.db, userId);
  }
}
