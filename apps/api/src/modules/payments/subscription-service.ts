/**
 * Plans and a user's subscription as the subscription pages read them (SPEC §7): the price list, one plan, an
 * admin's change to a plan, the Free plan's one activation, the subscription in force and its history.
 * Paid changes (new period, renewal, cancellation, switch) are in subscription-changes.ts.
 */
import { PAYMENT_MESSAGES, type PlanUpdate } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import { premiumViewsThisMonth } from "./entitlements.ts";
import { subscriptionEvent } from "./grant.ts";
import { paymentSummary } from "./http.ts";
import { currentPlan, freePlan, type PlanRow, planView, type SubscriptionRow } from "./plans.ts";
import { listingCount } from "./repo/access.ts";
import { creditBalance, historyPayments, lockUser } from "./repo/payments.ts";
import * as plans from "./repo/plans.ts";
import * as subs from "./repo/subscriptions.ts";

const naira = (kobo: number) => Number(kobo) / 100;

export class SubscriptionsService {
  constructor(private readonly db: Db) {}

  /** The public shape of a subscription (null stays null). */
  async view(s: SubscriptionRow | null) {
    if (!s) return null;
    const plan = (await plans.planById(this.db, s.plan_id))!;
    const scheduled = s.scheduled_plan_id ? await plans.planById(this.db, s.scheduled_plan_id) : null;
    const end = s.current_period_end ? new Date(s.current_period_end) : null;
    return {
      id: Number(s.id),
      plan: planView(plan),
      interval: s.interval,
      status: s.status,
      current_period_start: iso(s.current_period_start)!,
      current_period_end: iso(end),
      scheduled_plan: scheduled ? planView(scheduled) : null,
      cancelled_at: iso(s.cancelled_at),
      live: ["active", "cancelled"].includes(s.status) && (!end || end.getTime() > Date.now()),
    };
  }

  /** A plan by id or code, or null. */
  planOf(idOrCode: string): Promise<PlanRow | null> {
    return /^\d+$/.test(idOrCode)
      ? plans.planById(this.db, Number(idOrCode))
      : plans.planByCode(this.db, idOrCode);
  }

  async plans() {
    return (await plans.activePlans(this.db)).map(planView);
  }

  async plan(idOrCode: string) {
    const plan = await this.planOf(idOrCode);
    if (!plan) throw AppError.notFound(PAYMENT_MESSAGES.planNotFound);
    return planView(plan);
  }

  /** An admin's change to a plan, recorded before → after in the audit log in the same transaction. */
  async updatePlan(idOrCode: string, b: PlanUpdate, adminId: number) {
    const plan = await this.planOf(idOrCode);
    if (!plan) throw AppError.notFound(PAYMENT_MESSAGES.planNotFound);
    if (
      plan.code === "free" &&
      ((b.monthly_price ?? 0) > 0 || (b.yearly_price ?? 0) > 0 || b.active === false)
    )
      throw AppError.validation({ monthly_price: [PAYMENT_MESSAGES.freeStaysFree] });
    const kobo = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 100));
    const change = {
      name: b.name,
      description: b.description,
      monthlyPriceKobo: kobo(b.monthly_price),
      yearlyPriceKobo: kobo(b.yearly_price),
      premiumProfileViews: "premium_profile_views" in b ? (b.premium_profile_views ?? null) : undefined,
      listingQuota: "listing_quota" in b ? (b.listing_quota ?? null) : undefined,
      premiumContent: b.premium_content,
      analyticsAccess: b.analytics_access,
      featuredListings: b.featured_listings,
      active: b.active,
    };
    const row = await this.db.transaction(async (tx) => {
      const updated = await plans.updatePlan(tx, plan.id, change);
      await recordAudit(tx, {
        actorId: adminId,
        action: "plan.update",
        targetType: "plan",
        targetId: plan.id,
        before: planView(plan),
        after: planView(updated),
      });
      return updated;
    });
    return planView(row);
  }

  /** Activates the Free plan for a user who has never had a subscription (SPEC: once). */
  async activateFree(userId: number) {
    const created = await this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if (await subs.hasAnySubscription(tx, userId)) return null;
      const free = await freePlan(tx);
      const row = await subs.insertSubscription(tx, { userId, planId: free.id, interval: "monthly" });
      await subscriptionEvent(tx, row.id, userId, "activated", free, null, new Date(), null);
      return row;
    });
    if (!created) throw new AppError(409, PAYMENT_MESSAGES.freeAlreadyUsed, "ALREADY_ACTIVATED");
    return this.view(created);
  }

  /** The plan in force, the latest subscription (an ended one still shows with its end date) and usage. */
  async current(userId: number) {
    const { plan, subscription } = await currentPlan(this.db, userId);
    const latest = subscription ?? (await subs.latestSubscription(this.db, userId));
    const liveListings = await listingCount(this.db, userId, false).catch(() => 0);
    return {
      subscription: await this.view(latest),
      plan: planView(plan),
      usage: {
        premium_profile_views_this_month: await premiumViewsThisMonth(this.db, userId),
        live_listings: liveListings,
      },
    };
  }

  /** Subscription events (newest first), the user's payments (subscriptions, profile unlocks) and unspent credit. */
  async history(userId: number) {
    const events = await subs.eventsOf(this.db, userId);
    const credit = await creditBalance(this.db, userId);
    const paid = await historyPayments(this.db, userId);
    return {
      events: events.map((e) => ({
        id: Number(e.id),
        kind: e.kind,
        plan: { id: Number(e.plan_id), code: e.code, name: e.name },
        amount: naira(e.amount_kobo),
        amount_kobo: Number(e.amount_kobo),
        reference: e.reference,
        period_start: iso(e.period_start),
        period_end: iso(e.period_end),
        created_at: iso(e.created_at)!,
      })),
      payments: paid.map(paymentSummary),
      credit: naira(credit),
      credit_kobo: credit,
    };
  }
}
