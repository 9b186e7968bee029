/**
 * What a settled subscription payment gives (issue 16, ADR 0602), inside the transaction that settled it. A
 * payment grants exactly what its amount bought: a renewal or an upgrade records the state of the subscription it
 * was priced for (`priced_for`: subscription, plan, period end), and if that state has changed since (a renewal or
 * an upgrade paid in between) the payment is not applied but kept as credit. So is a new-period payment for another
 * plan while a paid one runs, and a payment whose credit was spent by another payment first.
 */
import { PAYMENT_MESSAGES } from "@ile/contract";
import type { Tx } from "../../db/client.ts";
import { addInterval, type Interval, type PlanRow, type SubscriptionRow } from "./plans.ts";
import { creditBalance, insertCredit, lockUser } from "./repo/payments.ts";
import { planById } from "./repo/plans.ts";
import {
  changePlan,
  expireEnded,
  extendSubscription,
  insertEvent,
  insertSubscription,
  liveSubscription,
  markReplaced,
} from "./repo/subscriptions.ts";
import type { PaymentRow } from "./types.ts";

/** The subscription state a renewal or an upgrade was priced for. */
export interface PricedFor {
  subscription_id: number;
  plan_id: number;
  period_end: string;
}

export const pricedFor = (s: SubscriptionRow): PricedFor => ({
  subscription_id: Number(s.id),
  plan_id: Number(s.plan_id),
  period_end: new Date(s.current_period_end!).toISOString(),
});

interface SubscriptionDetails {
  plan_id?: number;
  interval?: Interval;
  subscription_id?: number | null;
  from_plan_id?: number;
  priced_for?: PricedFor | null;
  /** Account credit this payment spends on top of its amount. */
  credit_kobo?: number;
}

function isStale(
  p: PaymentRow,
  d: SubscriptionDetails,
  live: SubscriptionRow | null,
  plan: PlanRow,
): boolean {
  // Links made before priced_for was recorded name the subscription (and an upgrade its old plan) only.
  const priced =
    d.priced_for ??
    (d.subscription_id
      ? { subscription_id: d.subscription_id, plan_id: d.from_plan_id ?? Number(plan.id), period_end: null }
      : null);
  if (priced) {
    // A renewal of a subscription that has since ended buys one period from now; an upgrade of it buys nothing.
    if (!live) return p.purpose === "upgrade";
    return (
      Number(live.id) !== Number(priced.subscription_id) ||
      Number(live.plan_id) !== Number(priced.plan_id) ||
      (priced.period_end !== null &&
        new Date(live.current_period_end ?? 0).getTime() !== Date.parse(priced.period_end))
    );
  }
  // Priced as a new period: while a paid plan runs, only one more period of that same plan can be added.
  return Boolean(live?.current_period_end) && Number(live!.plan_id) !== Number(plan.id);
}

/** Records what happened to a subscription; a payment's amount goes with it. */
export function subscriptionEvent(
  tx: Tx,
  subscriptionId: number,
  userId: number,
  kind: string,
  plan: Pick<PlanRow, "id">,
  payment: PaymentRow | null,
  start: Date | null,
  end: Date | null,
) {
  return insertEvent(tx, {
    subscriptionId,
    userId,
    kind,
    planId: plan.id,
    paymentId: payment?.id ?? null,
    amountKobo: payment ? Number(payment.amount_kobo) : 0,
    start,
    end,
  });
}

/**
 * Gives a subscription payment's value. Returns null when given, or the reason it was not (the caller then keeps
 * the amount as credit).
 */
export async function grantSubscription(tx: Tx, p: PaymentRow): Promise<string | null> {
  const d = p.details as SubscriptionDetails;
  const plan = await planById(tx, Number(d.plan_id));
  if (!plan) throw new Error(`Payment ${p.reference} names a missing plan ${d.plan_id}`);
  const interval = d.interval ?? "monthly";
  // One subscription change per user at a time: settlements of different references queue here.
  await lockUser(tx, p.user_id);
  const live = await liveSubscription(tx, p.user_id, true);
  if (isStale(p, d, live, plan)) return PAYMENT_MESSAGES.staleLink;
  const credit = Number(d.credit_kobo ?? 0);
  if (credit > 0) {
    if ((await creditBalance(tx, p.user_id)) < credit) return PAYMENT_MESSAGES.creditSpent;
    await insertCredit(tx, p.user_id, p.id, -credit);
  }

  if (p.purpose === "upgrade" && live) {
    await changePlan(tx, live.id, plan.id);
    await subscriptionEvent(tx, live.id, p.user_id, "upgraded", plan, p, null, live.current_period_end);
    return null;
  }
  if (live?.current_period_end) {
    // One more period of the plan in force, after the current end.
    const start = new Date(Math.max(Date.now(), new Date(live.current_period_end).getTime()));
    const end = addInterval(start, interval);
    await extendSubscription(tx, live.id, plan.id, interval, end);
    await subscriptionEvent(tx, live.id, p.user_id, "renewed", plan, p, start, end);
    return null;
  }
  // A new paid period from now: a first subscription, or a renewal after the old one ended. It replaces Free,
  // and a paid one whose period is over but which the sweep has not marked yet is marked expired first.
  const lapsed = await expireEnded(tx, p.user_id);
  for (const s of lapsed)
    await subscriptionEvent(
      tx,
      s.id,
      p.user_id,
      "expired",
      { id: s.plan_id },
      null,
      null,
      s.current_period_end,
    );
  if (live) {
    await markReplaced(tx, live.id);
    const was = (await planById(tx, live.plan_id))!;
    await subscriptionEvent(tx, live.id, p.user_id, "replaced", was, null, null, null);
  }
  const start = new Date();
  const end = addInterval(start, interval);
  const created = await insertSubscription(tx, { userId: p.user_id, planId: plan.id, interval, start, end });
  const kind = p.purpose === "renewal" ? "renewed" : "subscribed";
  await subscriptionEvent(tx, created.id, p.user_id, kind, plan, p, start, end);
  return null;
}
