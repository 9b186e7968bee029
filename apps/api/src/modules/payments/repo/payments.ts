/** The payments table, credits, profile unlocks and handled webhook events (SQL only; rules are in the services). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import type { PaymentRow, PaymentStatus, Purpose } from "../types.ts";

export function paymentByReference(db: DbOrTx, reference: string) {
  return firstOf<PaymentRow>(db, sql`select * from payments where reference = ${reference}`);
}

export function paymentById(db: DbOrTx, id: number) {
  return firstOf<PaymentRow>(db, sql`select * from payments where id = ${id}`);
}

/**
 * A pending payment with its checkout link. A profile unlock records the profile in `unlock_of`, the key of the one
 * pending unlock per viewer and profile (migration 0604): a second one fails with payments_one_pending_unlock.
 */
export async function insertPayment(
  db: DbOrTx,
  p: {
    reference: string;
    userId: number;
    purpose: Purpose;
    amountKobo: number;
    gateway: string;
    details: Record<string, unknown>;
    authorizationUrl: string;
  },
) {
  const unlockOf = p.purpose === "profile_unlock" ? Number(p.details.profile_user_id) : null;
  return (await firstOf<PaymentRow>(
    db,
    sql`insert into payments (reference, user_id, purpose, amount_kobo, gateway, details, authorization_url, unlock_of)
        values (${p.reference}, ${p.userId}, ${p.purpose}, ${p.amountKobo}, ${p.gateway},
                ${JSON.stringify(p.details)}::jsonb, ${p.authorizationUrl}, ${unlockOf}) returning *`,
  ))!;
}

/** The viewer's pending unlock payment of a profile (at most one, migration 0604), or null. */
export function pendingUnlock(db: DbOrTx, userId: number, profileUserId: number) {
  return firstOf<PaymentRow>(
    db,
    sql`select * from payments where user_id = ${userId} and unlock_of = ${profileUserId} and status = 'pending'`,
  );
}

/**
 * pending (or closed as failed or abandoned, which the payer may still complete at the gateway) → success,
 * conditionally: null for whoever loses the race.
 */
export function markPaid(db: DbOrTx, id: number, paidAt: string | null, message: string) {
  return firstOf<PaymentRow>(
    db,
    sql`update payments set status = 'success', paid_at = coalesce(${paidAt}::timestamptz, now()),
               gateway_response = ${message}, updated_at = now()
         where id = ${id} and status in ('pending', 'failed', 'abandoned') returning *`,
  );
}

/** pending → failed or abandoned, conditionally. */
export function markClosed(db: DbOrTx, id: number, status: "failed" | "abandoned", why: string) {
  return firstOf<PaymentRow>(
    db,
    sql`update payments set status = ${status}, gateway_response = ${why}, updated_at = now()
         where id = ${id} and status = 'pending' returning *`,
  );
}

export async function markCredited(db: DbOrTx, id: number, why: string) {
  return (await firstOf<PaymentRow>(
    db,
    sql`update payments set status = ${"credited" satisfies PaymentStatus}, gateway_response = ${why},
               updated_at = now() where id = ${id} returning *`,
  ))!;
}

/** A user's payments for the payment history (subscriptions, profile unlocks, rent; not store orders), newest first. */
export function historyPayments(db: DbOrTx, userId: number) {
  return rowsOf<PaymentRow>(
    db,
    sql`select * from payments where user_id = ${userId} and purpose <> 'store_order' order by id desc limit 100`,
  );
}

/** Counts one more verify attempt on up to `limit` old pending payments; their references. */
export async function claimPendingForVerify(db: DbOrTx, maxAttempts: number, grace: string, limit: number) {
  const rows = await rowsOf<{ reference: string }>(
    db,
    sql`update payments set verify_attempts = verify_attempts + 1, last_verified_at = now()
         where id in (select id from payments
                       where status = 'pending' and verify_attempts < ${maxAttempts}
                         and created_at <= now() - ${grace}::interval
                       order by last_verified_at nulls first, id limit ${limit})
           and status = 'pending' and verify_attempts < ${maxAttempts}
     returning reference`,
  );
  return rows.map((r) => r.reference);
}

/** Adds (or, negative, spends) credit. */
export async function insertCredit(db: DbOrTx, userId: number, paymentId: number, amountKobo: number) {
  await db.execute(
    sql`insert into payment_credits (user_id, payment_id, amount_kobo) values (${userId}, ${paymentId}, ${amountKobo})`,
  );
}

/** A user's unspent credit, in kobo. */
export async function creditBalance(db: DbOrTx, userId: number): Promise<number> {
  const row = await firstOf<{ kobo: number | string }>(
    db,
    sql`select coalesce(sum(amount_kobo), 0)::bigint as kobo from payment_credits where user_id = ${userId}`,
  );
  return Number(row?.kobo ?? 0);
}

/** Records an unlock; false when the viewer had already unlocked that profile. */
export async function insertUnlock(db: DbOrTx, userId: number, profileUserId: number, paymentId: number) {
  return Boolean(
    await firstOf(
      db,
      sql`insert into profile_unlocks (user_id, profile_user_id, payment_id)
          values (${userId}, ${profileUserId}, ${paymentId}) on conflict (user_id, profile_user_id) do nothing
          returning 1 as ok`,
    ),
  );
}

export async function hasUnlock(db: DbOrTx, userId: number, profileUserId: number) {
  return Boolean(
    await firstOf(
      db,
      sql`select 1 as ok from profile_unlocks where user_id = ${userId} and profile_user_id = ${profileUserId}`,
    ),
  );
}

export async function webhookSeen(db: DbOrTx, event: string, reference: string) {
  return Boolean(
    await firstOf(
      db,
      sql`select 1 as ok from webhook_events where event = ${event} and reference = ${reference}`,
    ),
  );
}

export async function rememberWebhook(db: DbOrTx, event: string, reference: string) {
  await db.execute(
    sql`insert into webhook_events (event, reference) values (${event}, ${reference}) on conflict do nothing`,
  );
}

/** Locks the user's row: one subscription change per user at a time. */
export async function lockUser(db: DbOrTx, userId: number) {
  await db.execute(sql`select id from users where id = ${userId} for update`);
}

export async function userEmail(db: DbOrTx, userId: number) {
  return (
    (await firstOf<{ email: string }>(db, sql`select email from users where id = ${userId}`))?.email ?? null
  );
}
