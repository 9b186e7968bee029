/**
 * Paid subscription changes (SPEC §7, ADR 0600/0602). Paid periods are prepaid one-off charges (no stored
 * cards), so nothing renews by itself: renew pays for the next period, cancel stops nothing but the intention to
 * renew (access stays until the period ends), an upgrade is charged pro rata for the rest of the period, and a
 * downgrade waits for the period's end. Value is only given by PaymentsService.settle().
 */
import { messages, nairaFromKobo, PAYMENT_MESSAGES, PLAN_INTERVALS } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { pricedFor } from "./grant.ts";
import { assertSettled, naira, paymentSummary } from "./http.ts";
import { type Interval, isFree, type PlanRow, priceOf } from "./plans.ts";
import { creditFor, upgradeCharge } from "./pricing.ts";
import * as plans from "./repo/plans.ts";
import * as subs from "./repo/subscriptions.ts";
import type { PaymentsService } from "./service.ts";
import type { SubscriptionsService } from "./subscription-service.ts";
import type { Purpose } from "./types.ts";

const CALLBACK = "/subscription/callback";
type Body = Record<string, unknown>;

export const dateText = (d: Date | string) =>
  new Date(d).toLocaleDateString("en-NG", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Lagos",
  });

function planChoice(body: Body) {
  const raw = body.plan_type ?? body.new_plan_type ?? body.plan ?? body.plan_code ?? body.plan_id;
  return raw === undefined || raw === null || raw === "" ? null : String(raw).trim();
}

function intervalOf(raw: unknown, fallback: Interval = "monthly"): Interval {
  if (raw === undefined || raw === null || raw === "") return fallback;
  if (typeof raw === "string" && (PLAN_INTERVALS as readonly string[]).includes(raw.trim().toLowerCase()))
    return raw.trim().toLowerCase() as Interval;
  throw AppError.validation({ interval: [PAYMENT_MESSAGES.chooseInterval] });
}

export class SubscriptionChanges {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentsService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  private async findPlan(body: Body, field: string): Promise<PlanRow> {
    const choice = planChoice(body);
    const plan = choice ? await this.subscriptions.planOf(choice) : null;
    if (!plan?.active) throw AppError.validation({ [field]: [PAYMENT_MESSAGES.unknownPlan] });
    return plan;
  }

  /** A payment link for `priceKobo`, less the user's credit (spent only if this payment settles, ADR 0602). */
  private async link(
    userId: number,
    /** Where the payer started (`requestOrigin`): they come back there when it is allowed (issue 38). */
    origin: string | null,
    purpose: Purpose,
    priceKobo: number,
    details: Body,
    description: string,
  ) {
    const email = (await this.payments.userEmail(userId))!;
    const credit = await creditFor(this.db, userId, priceKobo);
    const amountKobo = priceKobo - credit;
    const payment = await this.payments.start({
      userId,
      email,
      purpose,
      amountKobo,
      details: { ...details, price_kobo: priceKobo, credit_kobo: credit },
      callbackPath: CALLBACK,
      origin,
    });
    return {
      reference: payment.reference,
      payment_url: payment.authorization_url!,
      payment_instructions: {
        amount: naira(amountKobo),
        amount_kobo: amountKobo,
        currency: "NGN" as const,
        description: credit
          ? PAYMENT_MESSAGES.creditApplied(description, nairaFromKobo(credit))
          : description,
      },
    };
  }

  /** A first paid period: {plan_type | plan_id, interval}. */
  async initiate(userId: number, body: Body, origin: string | null = null) {
    const plan = await this.findPlan(body, "plan_type");
    const interval = intervalOf(body.interval);
    if (isFree(plan)) throw AppError.validation({ plan_type: [PAYMENT_MESSAGES.freeNeedsNoPayment] });
    const live = await subs.liveSubscription(this.db, userId);
    if (live?.current_period_end)
      throw new AppError(409, PAYMENT_MESSAGES.alreadySubscribed, "ALREADY_SUBSCRIBED");
    return this.link(
      userId,
      origin,
      "subscription",
      priceOf(plan, interval),
      { plan_id: Number(plan.id), interval },
      PAYMENT_MESSAGES.newPeriod(plan.name, interval),
    );
  }

  /** Settles the user's own subscription payment; the subscription after it. */
  async verify(userId: number, reference: string) {
    const own = await this.payments.byReference(reference);
    if (
      !own ||
      Number(own.user_id) !== userId ||
      own.purpose === "profile_unlock" ||
      own.purpose === "store_order" ||
      own.purpose === "inspection_fee"
    )
      throw new AppError(400, messages.payment.invalidReference, "INVALID_REFERENCE");
    const result = await this.payments.settle(reference);
    assertSettled(result, messages.subscription.verify);
    return {
      subscription: await this.subscriptions.view(await subs.liveSubscription(this.db, userId)),
      payment: paymentSummary(result.payment),
    };
  }

  /** The next period of the current (or last) paid plan; optional {interval}. */
  async renew(userId: number, body: Body, origin: string | null = null) {
    const last = await subs.lastPaidSubscription(this.db, userId);
    if (!last) throw AppError.validation({ subscription: [PAYMENT_MESSAGES.nothingToRenew] });
    const interval = intervalOf(body.interval, last.interval);
    const isLive = (await subs.liveSubscription(this.db, userId))?.id === last.id;
    // After the end, renewing starts a new period on the plan chosen for after it (a scheduled downgrade).
    const plan = (await plans.planById(
      this.db,
      isLive ? last.plan_id : (last.scheduled_plan_id ?? last.plan_id),
    ))!;
    const until = isLive && last.current_period_end ? dateText(last.current_period_end) : null;
    return this.link(
      userId,
      origin,
      "renewal",
      priceOf(plan, interval),
      {
        plan_id: Number(plan.id),
        interval,
        subscription_id: isLive ? Number(last.id) : null,
        priced_for: isLive ? pricedFor(last) : null,
      },
      PAYMENT_MESSAGES.renewal(plan.name, interval, until),
    );
  }

  /** Cancels renewal; access stays until the period ends. */
  async cancel(userId: number) {
    const live = await subs.liveSubscription(this.db, userId);
    if (!live?.current_period_end)
      throw AppError.validation({ subscription: [PAYMENT_MESSAGES.nothingToCancel] });
    if (live.status === "cancelled")
      throw new AppError(409, PAYMENT_MESSAGES.alreadyCancelled, "ALREADY_CANCELLED");
    await this.db.transaction(async (tx) => {
      if (await subs.cancelSubscription(tx, live.id))
        await subs.insertEvent(tx, {
          subscriptionId: live.id,
          userId,
          kind: "cancelled",
          planId: live.plan_id,
          end: live.current_period_end,
        });
    });
    const after = (await this.subscriptions.view((await subs.liveSubscription(this.db, userId)) ?? live))!;
    return {
      message: PAYMENT_MESSAGES.cancelled(after.plan.name, dateText(live.current_period_end)),
      subscription: after,
    };
  }

  /** An upgrade is charged pro rata now; a downgrade (or back to the current plan) waits for the period end. */
  async switchPlan(userId: number, body: Body, origin: string | null = null) {
    const target = await this.findPlan(body, "new_plan_type");
    const live = await subs.liveSubscription(this.db, userId);
    const current = live ? (await plans.planById(this.db, live.plan_id))! : null;
    if (current && current.id === target.id && !live?.scheduled_plan_id)
      throw AppError.validation({ new_plan_type: [PAYMENT_MESSAGES.samePlan] });

    // No paid period running: switching to a paid plan is a new subscription.
    if (!live?.current_period_end || !current) {
      if (isFree(target)) throw AppError.validation({ new_plan_type: [PAYMENT_MESSAGES.samePlan] });
      const interval = intervalOf(body.interval);
      const link = await this.link(
        userId,
        origin,
        "subscription",
        priceOf(target, interval),
        { plan_id: Number(target.id), interval },
        PAYMENT_MESSAGES.newPeriod(target.name, interval),
      );
      return { action: "payment_required" as const, link, subscription: await this.subscriptions.view(live) };
    }

    const interval = live.interval;
    const until = dateText(live.current_period_end);
    if (priceOf(target, interval) > priceOf(current, interval)) {
      const link = await this.link(
        userId,
        origin,
        "upgrade",
        await upgradeCharge(this.db, live, current, target),
        {
          plan_id: Number(target.id),
          from_plan_id: Number(current.id),
          interval,
          subscription_id: Number(live.id),
          priced_for: pricedFor(live),
        },
        PAYMENT_MESSAGES.upgrade(current.name, target.name, until),
      );
      return { action: "payment_required" as const, link, subscription: await this.subscriptions.view(live) };
    }

    const scheduled = current.id === target.id ? null : Number(target.id);
    await this.db.transaction(async (tx) => {
      await subs.scheduleDowngrade(tx, live.id, scheduled);
      if (scheduled)
        await subs.insertEvent(tx, {
          subscriptionId: live.id,
          userId,
          kind: "downgrade_scheduled",
          planId: target.id,
          start: live.current_period_end,
        });
    });
    return {
      action: "scheduled" as const,
      message: scheduled
        ? PAYMENT_MESSAGES.downgradeScheduled(target.name, current.name, until)
        : PAYMENT_MESSAGES.downgradeCleared(current.name),
      subscription: await this.subscriptions.view(await subs.liveSubscription(this.db, userId)),
    };
  }
}
