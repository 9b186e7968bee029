/** The subscriptions and subscription_events tables (SQL only; the rules are in the services). */
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import type { Interval, SubscriptionRow } from "../types.ts";

/** Live: active or cancelled, and its period (if any) not over. */
const LIVE = sql.raw(
  `status in ('active', 'cancelled') and (current_period_end is null or current_period_end > now())`,
);
const isoOrNull = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export function liveSubscription(db: DbOrTx, userId: number, lock = false) {
  return firstOf<SubscriptionRow>(
    db,
    sql`select * from subscriptions where user_id = ${userId} and ${LIVE}
        order by id desc limit 1 ${lock ? sql.raw("for update") : sql.empty()}`,
  );
}

/** The latest subscription that was not replaced, live or not. */
export function latestSubscription(db: DbOrTx, userId: number) {
  return firstOf<SubscriptionRow>(
    db,
    sql`select * from subscriptions where user_id = ${userId} and status <> 'replaced' order by id desc limit 1`,
  );
}

/** The latest paid subscription that was not replaced. */
export function lastPaidSubscription(db: DbOrTx, userId: number) {
  return firstOf<SubscriptionRow>(
    db,
    sql`select s.* from subscriptions s join plans p on p.id = s.plan_id
         where s.user_id = ${userId} and s.status <> 'replaced' and (p.monthly_price_kobo > 0 or p.yearly_price_kobo > 0)
         order by s.id desc limit 1`,
  );
}

export async function hasAnySubscription(db: DbOrTx, userId: number) {
  return Boolean(await firstOf(db, sql`select id from subscriptions where user_id = ${userId} limit 1`));
}

export async function insertSubscription(
  db: DbOrTx,
  s: { userId: number; planId: number; interval: Interval; start?: Date; end?: Date },
) {
  return (await firstOf<SubscriptionRow>(
    db,
    s.start
      ? sql`insert into subscriptions (user_id, plan_id, interval, status, current_period_start, current_period_end)
            values (${s.userId}, ${s.planId}, ${s.interval}, 'active', ${isoOrNull(s.start)}::timestamptz,
                    ${isoOrNull(s.end)}::timestamptz) returning *`
      : sql`insert into subscriptions (user_id, plan_id, interval, status)
            values (${s.userId}, ${s.planId}, ${s.interval}, 'active') returning *`,
  ))!;
}

/** active → cancelled, conditionally; false when it was not active. */
export async function cancelSubscription(db: DbOrTx, id: number) {
  const rows = await rowsOf(
    db,
    sql`update subscriptions set status = 'cancelled', cancelled_at = now(), scheduled_plan_id = null,
               updated_at = now() where id = ${id} and status = 'active' returning id`,
  );
  return rows.length > 0;
}

export async function scheduleDowngrade(db: DbOrTx, id: number, planId: number | null) {
  await db.execute(
    sql`update subscriptions set scheduled_plan_id = ${planId}, updated_at = now() where id = ${id} and ${LIVE}`,
  );
}

export async function changePlan(db: DbOrTx, id: number, planId: number) {
  await db.execute(
    sql`update subscriptions set plan_id = ${planId}, scheduled_plan_id = null, updated_at = now() where id = ${id}`,
  );
}

/** A new period end on the subscription (a renewal after the current end). */
export async function extendSubscription(
  db: DbOrTx,
  id: number,
  planId: number,
  interval: Interval,
  end: Date,
) {
  await db.execute(
    sql`update subscriptions set status = 'active', plan_id = ${planId}, interval = ${interval},
               current_period_end = ${end.toISOString()}::timestamptz, scheduled_plan_id = null,
               cancelled_at = null, reminder_sent_at = null, updated_at = now()
         where id = ${id}`,
  );
}

export async function markReplaced(db: DbOrTx, id: number) {
  await db.execute(
    sql`update subscriptions set status = 'replaced', ended_at = now(), updated_at = now() where id = ${id}`,
  );
}

type Ended = { id: number; user_id: number; plan_id: number; current_period_end: Date };

function expire(db: DbOrTx, which: SQL) {
  return rowsOf<Ended>(
    db,
    sql`update subscriptions set status = 'expired', ended_at = now(), updated_at = now()
         where status in ('active', 'cancelled') and current_period_end is not null and current_period_end <= now()
           and ${which}
     returning id, user_id, plan_id, current_period_end`,
  );
}

/** Marks every paid subscription whose period is over as expired (of one user, or of everyone). */
export function expireEnded(db: DbOrTx, userId?: number) {
  return expire(db, userId === undefined ? sql`true` : sql`user_id = ${userId}`);
}

/** Marks the reminder sent on active subscriptions ending within `days`; whom to remind. */
export function claimReminders(db: DbOrTx, days: number) {
  return rowsOf<{ id: number; email: string; first_name: string; plan: string; current_period_end: Date }>(
    db,
    sql`update subscriptions s set reminder_sent_at = now(), updated_at = now()
          from users u, plans p, profiles pr
         where u.id = s.user_id and pr.user_id = s.user_id and p.id = s.plan_id and s.status = 'active'
           and s.reminder_sent_at is null and s.current_period_end is not null
           and s.current_period_end <= now() + make_interval(days => ${days}) and s.current_period_end > now()
     returning s.id, u.email, pr.first_name, p.name as plan, s.current_period_end`,
  );
}

export interface EventInput {
  subscriptionId: number;
  userId: number;
  kind: string;
  planId: number;
  paymentId?: number | null;
  amountKobo?: number;
  start?: Date | string | null;
  end?: Date | string | null;
}

export async function insertEvent(db: DbOrTx, e: EventInput) {
  await db.execute(
    sql`insert into subscription_events (subscription_id, user_id, kind, plan_id, payment_id, amount_kobo,
                                         period_start, period_end)
        values (${e.subscriptionId}, ${e.userId}, ${e.kind}, ${e.planId}, ${e.paymentId ?? null},
                ${e.amountKobo ?? 0}, ${isoOrNull(e.start)}::timestamptz, ${isoOrNull(e.end)}::timestamptz)`,
  );
}

export interface HistoryRow {
  id: number;
  kind: string;
  plan_id: number;
  code: string;
  name: string;
  amount_kobo: number;
  reference: string | null;
  period_start: Date | null;
  period_end: Date | null;
  created_at: Date;
}

export function eventsOf(db: DbOrTx, userId: number) {
  return rowsOf<HistoryRow>(
    db,
    sql`select e.id, e.kind, e.plan_id, p.code, p.name, e.amount_kobo, pay.reference, e.period_start, e.period_end,
               e.created_at
          from subscription_events e join plans p on p.id = e.plan_id left join payments pay on pay.id = e.payment_id
         where e.user_id = ${userId} order by e.id desc limit 100`,
  );
}

/** The paid periods (subscribed, renewed) of a subscription ending after `now`, oldest first. */
export function periodsAfter(db: DbOrTx, s: SubscriptionRow, now: Date) {
  return rowsOf<{ start: Date; end: Date; interval: Interval }>(
    db,
    sql`select e.period_start as start, e.period_end as end,
               coalesce(pay.details ->> 'interval', ${s.interval}) as interval
          from subscription_events e left join payments pay on pay.id = e.payment_id
         where e.subscription_id = ${s.id} and e.kind in ('subscribed', 'renewed')
           and e.period_start is not null and e.period_end > ${now.toISOString()}::timestamptz
         order by e.period_start`,
  );
}
