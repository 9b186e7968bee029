/**
 * What a subscription change costs (issue 16, ADR 0602). An upgrade is priced over every paid period still to
 * come: for each one, the price difference for that period's interval times the share of it that remains. Account
 * credit (from stale payments) lowers the next subscription payment, never below the smallest charge.
 */
import type { DbOrTx } from "../../db/client.ts";
import { type Interval, type PlanRow, priceOf, type SubscriptionRow } from "./plans.ts";
import { creditBalance } from "./repo/payments.ts";
import { periodsAfter } from "./repo/subscriptions.ts";

/** Paystack's smallest NGN charge is ₦50. */
export const MIN_CHARGE_KOBO = 5_000;

interface PaidPeriod {
  start: Date;
  end: Date;
  interval: Interval;
}

/** The paid periods of a subscription that have not ended, oldest first, with the interval each was bought for. */
async function periodsToCome(db: DbOrTx, s: SubscriptionRow, now: Date): Promise<PaidPeriod[]> {
  const rows = await periodsAfter(db, s, now);
  if (rows.length) return rows.map((r) => ({ ...r, start: new Date(r.start), end: new Date(r.end) }));
  // A subscription without period records (older data): its whole span is one period.
  return [
    { start: new Date(s.current_period_start), end: new Date(s.current_period_end!), interval: s.interval },
  ];
}

/**
 * The charge for moving a live paid subscription from `current` to the dearer `target` until its current end:
 * Σ (target − current price for the period's interval) × remaining share of the period, rounded up to the kobo.
 */
export async function upgradeCharge(
  db: DbOrTx,
  live: SubscriptionRow,
  current: PlanRow,
  target: PlanRow,
  now = new Date(),
): Promise<number> {
  const until = new Date(live.current_period_end!).getTime();
  let due = 0;
  for (const p of await periodsToCome(db, live, now)) {
    const length = p.end.getTime() - p.start.getTime();
    const left = Math.min(p.end.getTime(), until) - Math.max(p.start.getTime(), now.getTime());
    if (length > 0 && left > 0)
      due += ((priceOf(target, p.interval) - priceOf(current, p.interval)) * left) / length;
  }
  return Math.max(MIN_CHARGE_KOBO, Math.ceil(due));
}

/** How much of a price the user's credit pays: all of it except the smallest charge the gateway takes. */
export async function creditFor(db: DbOrTx, userId: number, priceKobo: number): Promise<number> {
  return Math.max(0, Math.min(await creditBalance(db, userId), priceKobo - MIN_CHARGE_KOBO));
}
