/** The notifications table's SQL (ADR 0270). */
import type { NotificationKind } from "@ile/contract";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";
import { pageWindow } from "../../platform/pagination.ts";

export interface NotificationRow {
  id: number | string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
}

export interface NotificationValues {
  kind: NotificationRow["kind"];
  title: string;
  body: string;
  link: string | null;
}

export async function insertNotification(db: DbOrTx, userId: number, v: NotificationValues) {
  const row = await firstOf<{ id: number | string }>(
    db,
    sql`insert into notifications (user_id, kind, title, body, link)
      values (${userId}, ${v.kind}, ${v.title}, ${v.body}, ${v.link}) returning id`,
  );
  return Number(row!.id);
}

export async function countNotifications(db: DbOrTx, userId: number) {
  const row = await firstOf<{ total: string | number; unread: string | number }>(
    db,
    sql`select count(*) as total, count(*) filter (where read_at is null) as unread
      from notifications where user_id = ${userId}`,
  );
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

export async function unreadCount(db: DbOrTx, userId: number) {
  const row = await firstOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from notifications where user_id = ${userId} and read_at is null`,
  );
  return Number(row?.n ?? 0);
}

/** One page of a user's notifications, newest first. */
export function notificationPage(db: DbOrTx, userId: number, page: number, perPage: number) {
  const { limit, offset } = pageWindow(page, perPage);
  return rowsOf<NotificationRow>(
    db,
    sql`select id, kind, title, body, link, read_at, created_at from notifications where user_id = ${userId}
      order by created_at desc, id desc limit ${limit} offset ${offset}`,
  );
}

/** Marks one of the user's notifications read (kept read when it already was); null when it is not theirs. */
export function markRead(db: DbOrTx, userId: number, id: number) {
  return firstOf<NotificationRow>(
    db,
    sql`update notifications set read_at = coalesce(read_at, now()), updated_at = now()
      where id = ${id} and user_id = ${userId}
      returning id, kind, title, body, link, read_at, created_at`,
  );
}

export async function markAllRead(db: DbOrTx, userId: number) {
  await db.execute(
    sql`update notifications set read_at = now(), updated_at = now() where user_id = ${userId} and read_at is null`,
  );
}

/** A user's e-mail address (for a notification also sent by mail), or null. */
export async function emailOf(db: DbOrTx, userId: number) {
  const row = await firstOf<{ email: string | null }>(db, sql`select email from users where id = ${userId}`);
  return row?.email ?? null;
}
