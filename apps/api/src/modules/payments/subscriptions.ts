/**
 * The eleven subscription calls of SPEC §7 (mounted at /api). Paid periods are prepaid one-off charges (no
 * stored cards), so nothing renews by itself: renew pays for the next period, cancel stops nothing but the
 * intention to renew (access stays until the period ends), an upgrade is charged pro rata for the rest of the
 * period, and a downgrade waits for the period's end (ADR 0600). Every failure answers with its SPEC §8
 * fallback message unless a more precise one applies.
 */
import {
  historyEntrySchema,
  messages,
  nairaFromKobo,
  PAYMENT_MESSAGES,
  PLAN_INTERVALS,
  paymentLinkSchema,
  planSchema,
  planUpdateSchema,
  subscriptionSchema,
  userSubscriptionReplySchema,
} from "@ile/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import { premiumViewsThisMonth } from "./entitlements.ts";
import { pricedFor } from "./grant.ts";
import { assertSettled, naira, paymentSummary, requireReference, withFallback } from "./http.ts";
import {
  currentPlan,
  type Interval,
  isFree,
  LIVE,
  liveSubscription,
  PLAN_COLUMNS,
  type PlanRow,
  planByCode,
  planById,
  planView,
  priceOf,
  type SubscriptionRow,
} from "./plans.ts";
import { creditBalance, creditFor, upgradeCharge } from "./pricing.ts";
import type { PaymentRow, Purpose } from "./service.ts";

const tags = ["subscriptions"];
const m = messages.subscription;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const CALLBACK = "/subscription/callback";

const linkReply = paymentLinkSchema.extend({
  status: z.literal("success"),
  message: z.string(),
  data: paymentLinkSchema,
});
const messageReply = z.object({
  status: z.literal("success"),
  message: z.string(),
  data: z.object({ subscription: subscriptionSchema.nullable() }),
});
const switchReply = z.object({
  status: z.literal("success"),
  message: z.string(),
  /** "payment_required" with the link for an upgrade; "scheduled" for a downgrade. */
  action: z.enum(["payment_required", "scheduled"]),
  reference: z.string().optional(),
  payment_url: z.string().optional(),
  payment_instructions: paymentLinkSchema.shape.payment_instructions.optional(),
  data: z.object({ subscription: subscriptionSchema.nullable(), link: paymentLinkSchema.nullable() }),
});

function parsePlanChoice(body: Record<string, unknown> | undefined) {
  const raw = body?.plan_type ?? body?.new_plan_type ?? body?.plan ?? body?.plan_code ?? body?.plan_id;
  return raw === undefined || raw === null || raw === "" ? null : String(raw).trim();
}

function parseInterval(raw: unknown, fallback: Interval = "monthly"): Interval {
  if (raw === undefined || raw === null || raw === "") return fallback;
  if (typeof raw === "string" && (PLAN_INTERVALS as readonly string[]).includes(raw.trim().toLowerCase()))
    return raw.trim().toLowerCase() as Interval;
  throw AppError.validation({ interval: ["Choose monthly or yearly."] });
}

async function findPlan(app: FastifyInstance, choice: string | null, field: string): Promise<PlanRow> {
  if (!choice) throw AppError.validation({ [field]: [PAYMENT_MESSAGES.unknownPlan] });
  const plan = /^\d+$/.test(choice)
    ? await planById(app.db, Number(choice))
    : await planByCode(app.db, choice);
  if (!plan?.active) throw AppError.validation({ [field]: [PAYMENT_MESSAGES.unknownPlan] });
  return plan;
}

export async function subscriptionView(app: FastifyInstance, s: SubscriptionRow | null) {
  if (!s) return null;
  const plan = (await planById(app.db, s.plan_id))!;
  const scheduled = s.scheduled_plan_id ? await planById(app.db, s.scheduled_plan_id) : null;
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

const dateText = (d: Date | string) =>
  new Date(d).toLocaleDateString("en-NG", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Lagos",
  });

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.payments;
  const auth = { preHandler: app.authenticate, schema: { tags, security: [{ bearer: [] }] } };

  /** A payment link for `priceKobo`, less the user's credit (spent only if this payment settles, ADR 0602). */
  async function link(
    userId: number,
    purpose: Purpose,
    priceKobo: number,
    details: Record<string, unknown>,
    description: string,
  ) {
    const [user] = await app.database.query<{ email: string }>("select email from users where id = $1", [
      userId,
    ]);
    const credit = await creditFor(app.db, userId, priceKobo);
    const amountKobo = priceKobo - credit;
    const what = credit ? `${description} (${nairaFromKobo(credit)} of credit applied)` : description;
    const payment: PaymentRow = await payments.start({
      userId,
      email: user!.email,
      purpose,
      amountKobo,
      details: { ...details, price_kobo: priceKobo, credit_kobo: credit },
      callbackPath: CALLBACK,
    });
    const data = {
      reference: payment.reference,
      payment_url: payment.authorization_url!,
      payment_instructions: {
        amount: naira(amountKobo),
        amount_kobo: amountKobo,
        currency: "NGN" as const,
        description: what,
      },
    };
    return { status: "success" as const, message: PAYMENT_MESSAGES.linkGenerated, ...data, data };
  }

  app.get(
    "/subscriptions/price/list",
    {
      schema: {
        tags,
        summary: "Plans and prices",
        response: { 200: z.object({ status: z.literal("success"), data: z.array(planSchema) }) },
      },
    },
    async (request) =>
      withFallback(request, m.plans, async () => {
        const plans = await app.database.query<PlanRow>(
          `select ${PLAN_COLUMNS} from plans where active order by sort_order, id`,
        );
        return { status: "success" as const, data: plans.map(planView) };
      }),
  );

  app.get(
    "/subscription/plans/:id",
    {
      schema: {
        tags,
        summary: "One plan",
        params: z.object({ id: z.string().max(40) }),
        response: { 200: z.object({ status: z.literal("success"), data: planSchema }) },
      },
    },
    async (request) =>
      withFallback(request, m.planDetails, async () => {
        const id = request.params.id;
        const plan = /^\d+$/.test(id) ? await planById(app.db, Number(id)) : await planByCode(app.db, id);
        if (!plan) throw AppError.notFound(PAYMENT_MESSAGES.planNotFound);
        return { status: "success" as const, data: planView(plan) };
      }),
  );

  app.put(
    "/subscription/plans/:id",
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: "Update a plan (admins only)",
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(40) }),
        body: planUpdateSchema,
        response: { 200: z.object({ status: z.literal("success"), message: z.string(), data: planSchema }) },
      },
    },
    async (request) =>
      withFallback(request, m.updatePlan, async () => {
        const id = request.params.id;
        const plan = /^\d+$/.test(id) ? await planById(app.db, Number(id)) : await planByCode(app.db, id);
        if (!plan) throw AppError.notFound(PAYMENT_MESSAGES.planNotFound);
        const b = request.body;
        if (
          plan.code === "free" &&
          ((b.monthly_price ?? 0) > 0 || (b.yearly_price ?? 0) > 0 || b.active === false)
        )
          throw AppError.validation({ monthly_price: ["The Free plan stays free and active."] });
        const kobo = (v: number | undefined) => (v === undefined ? null : Math.round(v * 100));
        const [row] = await app.database.query<PlanRow>(
          `update plans set name = coalesce($2, name), description = coalesce($3, description),
                  monthly_price_kobo = coalesce($4, monthly_price_kobo), yearly_price_kobo = coalesce($5, yearly_price_kobo),
                  premium_profile_views = case when $6::boolean then $7::int else premium_profile_views end,
                  listing_quota = case when $8::boolean then $9::int else listing_quota end,
                  premium_content = coalesce($10, premium_content), analytics_access = coalesce($11, analytics_access),
                  featured_listings = coalesce($12, featured_listings), active = coalesce($13, active), updated_at = now()
            where id = $1 returning ${PLAN_COLUMNS}`,
          [
            plan.id,
            b.name ?? null,
            b.description ?? null,
            kobo(b.monthly_price),
            kobo(b.yearly_price),
            "premium_profile_views" in b,
            b.premium_profile_views ?? null,
            "listing_quota" in b,
            b.listing_quota ?? null,
            b.premium_content ?? null,
            b.analytics_access ?? null,
            b.featured_listings ?? null,
            b.active ?? null,
          ],
        );
        return { status: "success" as const, message: "Plan updated", data: planView(row!) };
      }),
  );

  app.get(
    "/activate/default/plan",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Activate the Free plan (once per account)",
        response: { 200: messageReply },
      },
    },
    async (request) =>
      withFallback(request, m.activateFree, async () => {
        const created = await payments.activateFree(request.session!.userId);
        if (!created) throw new AppError(409, PAYMENT_MESSAGES.freeAlreadyUsed, "ALREADY_ACTIVATED");
        return {
          status: "success" as const,
          message: PAYMENT_MESSAGES.freeActivated,
          data: { subscription: await subscriptionView(app, created) },
        };
      }),
  );

  app.get(
    "/get/user/subscription",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "The subscription and plan in force now",
        response: { 200: userSubscriptionReplySchema },
      },
    },
    async (request) =>
      withFallback(request, m.details, async () => {
        const userId = request.session!.userId;
        const { plan, subscription } = await currentPlan(app.db, userId);
        // The latest subscription, live or not, so an ended one still shows with its end date.
        const [latest] = subscription
          ? [subscription]
          : await app.database.query<SubscriptionRow>(
              "select * from subscriptions where user_id = $1 and status <> 'replaced' order by id desc limit 1",
              [userId],
            );
        const [listings] = await app.database
          .query<{ n: number }>(
            "select count(*)::int as n from properties where owner_id = $1 and deleted_at is null",
            [userId],
          )
          .catch(() => [{ n: 0 }]);
        return {
          status: "success" as const,
          data: {
            subscription: await subscriptionView(app, latest ?? null),
            plan: planView(plan),
            usage: {
              premium_profile_views_this_month: await premiumViewsThisMonth(app.db, userId),
              live_listings: Number(listings?.n ?? 0),
            },
          },
        };
      }),
  );

  app.get(
    "/get/subscription/history",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Subscription events (newest first) and subscription payments",
        response: {
          200: z.object({
            status: z.literal("success"),
            data: z.object({
              events: z.array(historyEntrySchema),
              payments: z.array(paymentSummarySchemaLoose()),
              /** Unspent credit from payments that could not be applied; the next payment link spends it. */
              credit: z.number(),
              credit_kobo: z.number().int(),
            }),
          }),
        },
      },
    },
    async (request) =>
      withFallback(request, m.history, async () => {
        const userId = request.session!.userId;
        const events = await app.database.query<{
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
        }>(
          `select e.id, e.kind, e.plan_id, p.code, p.name, e.amount_kobo, pay.reference, e.period_start, e.period_end,
                  e.created_at
             from subscription_events e join plans p on p.id = e.plan_id left join payments pay on pay.id = e.payment_id
            where e.user_id = $1 order by e.id desc limit 100`,
          [userId],
        );
        const credit = await creditBalance(app.db, userId);
        const paid = await app.database.query<PaymentRow>(
          `select * from payments where user_id = $1 and purpose <> 'profile_unlock' order by id desc limit 100`,
          [userId],
        );
        return {
          status: "success" as const,
          data: {
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
          },
        };
      }),
  );

  app.post(
    "/subscription/initiate",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Start paying for a plan: {plan_type | plan_id, interval} → payment_url",
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: linkReply },
      },
    },
    async (request) =>
      withFallback(request, m.initiate, async () => {
        const body = request.body ?? {};
        const plan = await findPlan(app, parsePlanChoice(body), "plan_type");
        const interval = parseInterval(body.interval);
        if (isFree(plan)) throw AppError.validation({ plan_type: [PAYMENT_MESSAGES.freeNeedsNoPayment] });
        const userId = request.session!.userId;
        const live = await liveSubscription(app.db, userId);
        if (live?.current_period_end)
          throw new AppError(409, PAYMENT_MESSAGES.alreadySubscribed, "ALREADY_SUBSCRIBED");
        return link(
          userId,
          "subscription",
          priceOf(plan, interval),
          { plan_id: Number(plan.id), interval },
          `${plan.name} plan, ${interval === "yearly" ? "one year" : "one month"}`,
        );
      }),
  );

  app.post(
    "/subscription/verify",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Verify a subscription payment by reference; its value is given once",
        body: z.record(z.string(), z.unknown()).optional(),
        response: {
          200: messageReply.extend({
            data: z.object({
              subscription: subscriptionSchema.nullable(),
              payment: paymentSummarySchemaLoose(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const reference = requireReference(request.body?.reference);
      return withFallback(request, m.verify, async () => {
        const userId = request.session!.userId;
        const own = await payments.byReference(reference);
        if (!own || Number(own.user_id) !== userId || own.purpose === "profile_unlock")
          throw new AppError(400, messages.payment.invalidReference, "INVALID_REFERENCE");
        const result = await payments.settle(reference);
        assertSettled(result, m.verify);
        return {
          status: "success" as const,
          message: PAYMENT_MESSAGES.verified,
          data: {
            subscription: await subscriptionView(app, await liveSubscription(app.db, userId)),
            payment: paymentSummary(result.payment),
          },
        };
      });
    },
  );

  app.post(
    "/renew/subscription",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Pay for the next period of the current (or last) paid plan; optional {interval}",
        body: z.record(z.string(), z.unknown()).nullish(),
        response: { 200: linkReply },
      },
    },
    async (request) =>
      withFallback(request, m.renew, async () => {
        const userId = request.session!.userId;
        const [last] = await app.database.query<SubscriptionRow>(
          `select s.* from subscriptions s join plans p on p.id = s.plan_id
            where s.user_id = $1 and s.status <> 'replaced' and (p.monthly_price_kobo > 0 or p.yearly_price_kobo > 0)
            order by s.id desc limit 1`,
          [userId],
        );
        if (!last) throw AppError.validation({ subscription: [PAYMENT_MESSAGES.nothingToRenew] });
        const interval = parseInterval(request.body?.interval, last.interval);
        const isLive = (await liveSubscription(app.db, userId))?.id === last.id;
        // After the end, renewing starts a new period on the plan chosen for after it (a scheduled downgrade).
        const plan = (await planById(
          app.db,
          isLive ? last.plan_id : (last.scheduled_plan_id ?? last.plan_id),
        ))!;
        const until = isLive && last.current_period_end ? ` after ${dateText(last.current_period_end)}` : "";
        return link(
          userId,
          "renewal",
          priceOf(plan, interval),
          {
            plan_id: Number(plan.id),
            interval,
            subscription_id: isLive ? Number(last.id) : null,
            priced_for: isLive ? pricedFor(last) : null,
          },
          `Renew ${plan.name}: ${interval === "yearly" ? "one more year" : "one more month"}${until}`,
        );
      }),
  );

  app.post(
    "/cancel/subscription",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary: "Cancel renewal: access stays until the period ends",
        body: z.unknown().optional(),
        response: { 200: messageReply },
      },
    },
    async (request) =>
      withFallback(request, m.cancel, async () => {
        const userId = request.session!.userId;
        const live = await liveSubscription(app.db, userId);
        if (!live?.current_period_end)
          throw AppError.validation({ subscription: [PAYMENT_MESSAGES.nothingToCancel] });
        if (live.status === "cancelled")
          throw new AppError(409, PAYMENT_MESSAGES.alreadyCancelled, "ALREADY_CANCELLED");
        await app.db.transaction(async (tx) => {
          const updated = await tx.execute(
            sql`update subscriptions set status = 'cancelled', cancelled_at = now(), scheduled_plan_id = null,
                       updated_at = now() where id = ${live.id} and status = 'active' returning id`,
          );
          if (updated.rows.length)
            await payments.event(
              tx,
              live.id,
              userId,
              "cancelled",
              (await planById(tx, live.plan_id))!,
              null,
              null,
              live.current_period_end,
            );
        });
        const after = await subscriptionView(app, (await liveSubscription(app.db, userId)) ?? live);
        return {
          status: "success" as const,
          message: `Your subscription is cancelled. You keep ${after!.plan.name} until ${dateText(live.current_period_end)}.`,
          data: { subscription: after },
        };
      }),
  );

  app.post(
    "/switch/plan",
    {
      ...auth,
      schema: {
        ...auth.schema,
        summary:
          "Switch plan {new_plan_type}: an upgrade is charged pro rata now; a downgrade waits for the period end",
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: switchReply },
      },
    },
    async (request) =>
      withFallback(request, m.switchPlan, async () => {
        const body = request.body ?? {};
        const target = await findPlan(app, parsePlanChoice(body), "new_plan_type");
        const userId = request.session!.userId;
        const live = await liveSubscription(app.db, userId);
        const current = live ? (await planById(app.db, live.plan_id))! : null;
        if (current && current.id === target.id && !live?.scheduled_plan_id)
          throw AppError.validation({ new_plan_type: [PAYMENT_MESSAGES.samePlan] });

        // No paid period running: switching to a paid plan is a new subscription.
        if (!live?.current_period_end || !current) {
          if (isFree(target)) throw AppError.validation({ new_plan_type: [PAYMENT_MESSAGES.samePlan] });
          const interval = parseInterval(body.interval);
          const l = await link(
            userId,
            "subscription",
            priceOf(target, interval),
            { plan_id: Number(target.id), interval },
            `${target.name} plan, ${interval === "yearly" ? "one year" : "one month"}`,
          );
          return {
            status: "success" as const,
            message: l.message,
            action: "payment_required" as const,
            reference: l.reference,
            payment_url: l.payment_url,
            payment_instructions: l.payment_instructions,
            data: { subscription: await subscriptionView(app, live), link: l.data },
          };
        }

        const interval = live.interval;
        if (priceOf(target, interval) > priceOf(current, interval)) {
          const amount = await upgradeCharge(app.db, live, current, target);
          const l = await link(
            userId,
            "upgrade",
            amount,
            {
              plan_id: Number(target.id),
              from_plan_id: Number(current.id),
              interval,
              subscription_id: Number(live.id),
              priced_for: pricedFor(live),
            },
            `Upgrade from ${current.name} to ${target.name} until ${dateText(live.current_period_end)} (pro rata)`,
          );
          return {
            status: "success" as const,
            message: l.message,
            action: "payment_required" as const,
            reference: l.reference,
            payment_url: l.payment_url,
            payment_instructions: l.payment_instructions,
            data: { subscription: await subscriptionView(app, live), link: l.data },
          };
        }

        // A downgrade (or back to the current plan, which clears a scheduled one) takes effect at the period end.
        const scheduled = current.id === target.id ? null : Number(target.id);
        await app.db.transaction(async (tx) => {
          await tx.execute(
            sql`update subscriptions set scheduled_plan_id = ${scheduled}, updated_at = now()
                 where id = ${live.id} and ${sql.raw(LIVE)}`,
          );
          if (scheduled)
            await payments.event(
              tx,
              live.id,
              userId,
              "downgrade_scheduled",
              target,
              null,
              live.current_period_end,
              null,
            );
        });
        const view = await subscriptionView(app, await liveSubscription(app.db, userId));
        return {
          status: "success" as const,
          message: scheduled
            ? `You will move to ${target.name} when your ${current.name} period ends on ${dateText(live.current_period_end)}.`
            : `You stay on ${current.name}; the scheduled change is cancelled.`,
          action: "scheduled" as const,
          data: { subscription: view, link: null },
        };
      }),
  );
};

function paymentSummarySchemaLoose() {
  return z.object({
    reference: z.string(),
    purpose: z.string(),
    status: z.string(),
    amount: z.number(),
    amount_kobo: z.number(),
    currency: z.string(),
    reason: z.string().nullable(),
    paid_at: z.string().nullable(),
    created_at: z.string(),
  });
}
