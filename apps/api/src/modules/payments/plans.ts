/**
 * Plans and the subscription a user has now. A subscription is live while its status is active or cancelled
 * and its period has not ended (the Free plan never ends); without a live one a user has the Free plan's
 * entitlements. The end time is checked here, so access stops on time even before the expiry job runs.
 */
import type { DbOrTx } from "../../db/client.ts";
import { planByCode, planById } from "./repo/plans.ts";
import { liveSubscription } from "./repo/subscriptions.ts";
import type { Interval, PlanRow, SubscriptionRow } from "./types.ts";

export type { Interval, PlanRow, SubscriptionRow } from "./types.ts";

export const INTERVALS: readonly Interval[] = ["monthly", "yearly"];

export const priceOf = (plan: PlanRow, interval: Interval) =>
  Number(interval === "yearly" ? plan.yearly_price_kobo : plan.monthly_price_kobo);

export const isFree = (plan: PlanRow) =>
  Number(plan.monthly_price_kobo) === 0 && Number(plan.yearly_price_kobo) === 0;

/** Adds one interval to a moment (calendar months, so 31 January + 1 month is the end of February). */
export function addInterval(from: Date, interval: Interval): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + (interval === "yearly" ? 12 : 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The public shape of a plan (SPEC leaves it open; prices in kobo with naira for display). */
export function planView(p: PlanRow) {
  return {
    id: Number(p.id),
    code: p.code,
    name: p.name,
    description: p.description,
    currency: "NGN" as const,
    monthly_price: Number(p.monthly_price_kobo) / 100,
    monthly_price_kobo: Number(p.monthly_price_kobo),
    yearly_price: Number(p.yearly_price_kobo) / 100,
    yearly_price_kobo: Number(p.yearly_price_kobo),
    entitlements: {
      premium_profile_views: p.premium_profile_views === null ? null : Number(p.premium_profile_views),
      listing_quota: p.listing_quota === null ? null : Number(p.listing_quota),
      premium_content: p.premium_content,
      analytics_access: p.analytics_access,
      featured_listings: Number(p.featured_listings),
    },
    active: p.active,
  };
}
export type PlanView = ReturnType<typeof planView>;

export async function freePlan(db: DbOrTx): Promise<PlanRow> {
  const plan = await planByCode(db, "free");
  if (!plan) throw new Error("The Free plan is missing (migration 0600 seeds it)");
  return plan;
}

/** The plan whose entitlements a user has now: the live subscription's, else Free. */
export async function currentPlan(
  db: DbOrTx,
  userId: number,
): Promise<{ plan: PlanRow; subscription: SubscriptionRow | null }> {
  const subscription = await liveSubscription(db, userId);
  const plan = subscription ? await planById(db, subscription.plan_id) : null;
  return { plan: plan ?? (await freePlan(db)), subscription };
}
