/** SQL of web push subscriptions (ADR 0410, migration 0461). */
import { MAX_PUSH_SUBSCRIPTIONS } from "@ile/contract";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date | string;
}

/**
 * Keeps a browser's subscription for `userId` (the endpoint is unique: a browser subscribed before, by this or
 * another account, now belongs to this one, with its current keys), then drops the account's oldest beyond
 * MAX_PUSH_SUBSCRIPTIONS.
 */
export async function saveSubscription(
  db: DbOrTx,
  userId: number,
  s: { endpoint: string; p256dh: string; auth: string },
): Promise<PushSubscriptionRow> {
  const row = await firstOf<PushSubscriptionRow>(
    db,
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        values (${userId}, ${s.endpoint}, ${s.p256dh}, ${s.auth})
        on conflict (endpoint) do update
          set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = now()
        returning id, endpoint, p256dh, auth, created_at`,
  );
  await db.execute(
    sql`delete from push_subscriptions where user_id = ${userId} and id not in (
          select id from push_subscriptions where user_id = ${userId}
           order by updated_at desc, id desc limit ${MAX_PUSH_SUBSCRIPTIONS})`,
  );
  return { ...row!, id: Number(row!.id) };
}

/** Deletes one of the user's subscriptions by its endpoint; false when they have none with it. */
export async function deleteSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint} returning id`,
  );
  return rows.length > 0;
}

export async function subscriptionsOf(db: DbOrTx, userId: number): Promise<PushSubscriptionRow[]> {
  const rows = await rowsOf<PushSubscriptionRow>(
    db,
    sql`select id, endpoint, p256dh, auth, created_at from push_subscriptions where user_id = ${userId}
         order by id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** A subscription the push service says is gone (404/410): deleted, unless it was replaced meanwhile. */
export async function deleteGone(db: DbOrTx, id: number, endpoint: string) {
  await db.execute(sql`delete from push_subscriptions where id = ${id} and endpoint = ${endpoint}`);
}
