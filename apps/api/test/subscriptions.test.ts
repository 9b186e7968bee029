/**
 * The eleven subscription calls of SPEC §7 on the sandbox gateway: plans, the free plan once, initiate → pay →
 * verify, premium content, cancel (access until the end), expiry, renew, switch (upgrade pro rata, downgrade at
 * the end), history, and the sweep that ends lapsed subscriptions and sends reminders.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canViewPremiumContent, canViewPremiumProfile } from "../src/modules/payments/entitlements.ts";
import { sweepSubscriptions } from "../src/modules/payments/jobs.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";
import { sandboxCheckout } from "./sandbox.ts";
import { subscriptionClient } from "./subscription-client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

const { call, payFor, mine, periodRuns } = subscriptionClient(() => t);
const age = (userId: number, endsIn: string) =>
  t.database.query(
    `update subscriptions set current_period_start = now() - interval '30 days', current_period_end = now() + $2::interval
      where user_id = $1 and status in ('active', 'cancelled')`,
    [userId, endsIn],
  );

describe("plans", () => {
  it("lists Free, Basic, Premium and Business with kobo prices and entitlements", async () => {
    const res = await call("GET", "/api/subscriptions/price/list");
    expect(res.statusCode).toBe(200);
    const plans = res.json().data;
    expect(plans.map((p: { code: string }) => p.code)).toEqual(["free", "basic", "premium", "business"]);
    const premium = plans[2];
    expect(premium).toMatchObject({
      name: "Premium",
      currency: "NGN",
      monthly_price: 7500,
      monthly_price_kobo: 750000,
      yearly_price_kobo: 7500000,
      entitlements: { premium_profile_views: 50, premium_content: true, analytics_access: true },
    });
    expect(plans[3].entitlements.premium_profile_views).toBeNull();
    const one = await call("GET", `/api/subscription/plans/${premium.id}`);
    expect(one.json().data).toEqual(premium);
    expect((await call("GET", "/api/subscription/plans/premium")).json().data.id).toBe(premium.id);
    const missing = await call("GET", "/api/subscription/plans/999999");
    expect(missing.statusCode).toBe(404);
  });

  it("only admins update a plan (403 with the SPEC message otherwise); bad bodies change nothing", async () => {
    const basic = (await call("GET", "/api/subscription/plans/basic")).json().data;
    const user = await createUser(t.app, { role: "agent" });
    const refused = await call("PUT", `/api/subscription/plans/${basic.id}`, user.auth, { monthly_price: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have permission for this action");
    expect(
      (await call("PUT", `/api/subscription/plans/${basic.id}`, undefined, { monthly_price: 1 })).statusCode,
    ).toBe(401);

    const admin = await createUser(t.app, { role: "admin" });
    const bad = await call("PUT", `/api/subscription/plans/${basic.id}`, admin.auth, { monthly_price: -5 });
    expect(bad.statusCode).toBe(422);
    const ok = await call("PUT", `/api/subscription/plans/${basic.id}`, admin.auth, {
      monthly_price: 3000.5,
      listing_quota: 20,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ monthly_price: 3000.5, monthly_price_kobo: 300050 });
    expect(ok.json().data.entitlements.listing_quota).toBe(20);
    // Audited with before → after (issue 23); the refused changes left no entry.
    const log = (
      await call("GET", `/api/admin/audit?target_type=plan&target_id=${basic.id}`, admin.auth)
    ).json();
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      action: "plan.update",
      before: { monthly_price_kobo: basic.monthly_price_kobo },
      after: { monthly_price_kobo: 300050 },
    });
    const freeRefused = await call("PUT", "/api/subscription/plans/free", admin.auth, { monthly_price: 100 });
    expect(freeRefused.statusCode).toBe(422);
    // Put it back for the other tests.
    await call("PUT", `/api/subscription/plans/${basic.id}`, admin.auth, {
      monthly_price: 2500,
      listing_quota: 15,
    });
  });
});

describe("the free plan", () => {
  it("activates once", async () => {
    const user = await createUser(t.app);
    expect((await call("GET", "/api/activate/default/plan")).statusCode).toBe(401);
    const first = await call("GET", "/api/activate/default/plan", user.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.subscription).toMatchObject({
      status: "active",
      current_period_end: null,
      live: true,
    });
    expect(first.json().data.subscription.plan.code).toBe("free");
    const second = await call("GET", "/api/activate/default/plan", user.auth);
    expect(second.statusCode).toBe(409);
    const data = await mine(user.auth);
    expect(data.plan.code).toBe("free");
    expect(await canViewPremiumContent(t.db, { userId: user.user.id, role: "tenant" })).toBe(false);
  });
});

describe("a paid subscription", () => {
  it("initiate validates plan and interval, and refuses the free plan", async () => {
    const user = await createUser(t.app);
    const cases: [unknown, string][] = [
      [{}, "plan_type"],
      [{ plan_type: "gold" }, "plan_type"],
      [{ plan_type: "premium", interval: "weekly" }, "interval"],
      [{ plan_type: "free" }, "plan_type"],
    ];
    for (const [body, field] of cases) {
      const res = await call("POST", "/api/subscription/initiate", user.auth, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toBeDefined();
    }
    expect(
      (await call("POST", "/api/subscription/initiate", undefined, { plan_type: "premium" })).statusCode,
    ).toBe(401);
  });

  it("Premium: pay → verify gives a month of premium content and profiles; cancel keeps it to the end; then it expires", async () => {
    const user = await createUser(t.app);
    const viewer = { userId: user.user.id, role: "tenant" };
    await call("GET", "/api/activate/default/plan", user.auth);
    const { started, verified } = await payFor(user.auth, "/api/subscription/initiate", {
      plan_type: "premium",
      interval: "monthly",
    });
    expect(started.payment_instructions).toMatchObject({
      amount: 7500,
      amount_kobo: 750000,
      currency: "NGN",
    });
    expect(verified.message).toBe("Payment verified successfully");
    const sub = verified.data.subscription;
    expect(sub).toMatchObject({ status: "active", interval: "monthly", live: true });
    expect(sub.plan.code).toBe("premium");
    const days = (Date.parse(sub.current_period_end) - Date.parse(sub.current_period_start)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(await canViewPremiumContent(t.db, viewer)).toBe(true);
    const agent = await createUser(t.app, { role: "agent" });
    expect(await canViewPremiumProfile(t.db, viewer, agent.user.id)).toBe(true);
    expect((await mine(user.auth)).usage.premium_profile_views_this_month).toBe(1);

    // Verifying again changes nothing; a second subscription is refused while this one runs.
    const again = await call("POST", "/api/subscription/verify", user.auth, { reference: started.reference });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.subscription.id).toBe(sub.id);
    const dup = await call("POST", "/api/subscription/initiate", user.auth, { plan_type: "basic" });
    expect(dup.statusCode).toBe(409);

    const cancel = await call("POST", "/api/cancel/subscription", user.auth, {});
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toContain("You keep Premium until");
    expect(cancel.json().data.subscription).toMatchObject({ status: "cancelled", live: true });
    expect(await canViewPremiumContent(t.db, viewer)).toBe(true);
    expect((await call("POST", "/api/cancel/subscription", user.auth, {})).statusCode).toBe(409);

    // The period ends: access stops at once, before the sweep runs; the sweep then marks it expired.
    await age(user.user.id, "-1 second");
    expect(await canViewPremiumContent(t.db, viewer)).toBe(false);
    const after = await mine(user.auth);
    expect(after.plan.code).toBe("free");
    expect(after.subscription.live).toBe(false);
    const swept = await sweepSubscriptions(t.app);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await mine(user.auth)).subscription.status).toBe("expired");

    const history = (await call("GET", "/api/get/subscription/history", user.auth)).json().data;
    expect(history.events.map((e: { kind: string }) => e.kind)).toEqual([
      "expired",
      "cancelled",
      "subscribed",
      "replaced",
      "activated",
    ]);
    expect(history.events[2]).toMatchObject({
      amount: 7500,
      amount_kobo: 750000,
      reference: started.reference,
    });
    expect(history.payments[0]).toMatchObject({ reference: started.reference, status: "success" });
  });

  it("verify refuses someone else's reference and a missing one", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const started = (await call("POST", "/api/subscription/initiate", a.auth, { plan_type: "basic" })).json();
    const other = await call("POST", "/api/subscription/verify", b.auth, { reference: started.reference });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe("Invalid payment reference");
    const none = await call("POST", "/api/subscription/verify", a.auth, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe("Payment reference is required");
    const unpaid = await call("POST", "/api/subscription/verify", a.auth, { reference: started.reference });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe("Failed to verify payment");
    expect((await mine(a.auth)).plan.code).toBe("free");
  });

  it("renew adds a period after the current end", async () => {
    const user = await createUser(t.app);
    expect((await call("POST", "/api/renew/subscription", user.auth, {})).statusCode).toBe(422);
    await payFor(user.auth, "/api/subscription/initiate", { plan_type: "basic", interval: "monthly" });
    const before = (await mine(user.auth)).subscription;
    const { verified } = await payFor(user.auth, "/api/renew/subscription", {});
    const after = verified.data.subscription;
    expect(after.id).toBe(before.id);
    const added = (Date.parse(after.current_period_end) - Date.parse(before.current_period_end)) / 86_400_000;
    expect(added).toBeGreaterThanOrEqual(28);
    expect(added).toBeLessThanOrEqual(31);
  });

  it("switch: an upgrade is charged pro rata now; a downgrade waits for the end", async () => {
    const user = await createUser(t.app);
    await payFor(user.auth, "/api/subscription/initiate", { plan_type: "basic", interval: "monthly" });
    // Half-way through the paid period, so half the difference is due.
    await periodRuns(user.user.id, "15 days", "15 days");
    const same = await call("POST", "/api/switch/plan", user.auth, { new_plan_type: "basic" });
    expect(same.statusCode).toBe(422);
    const up = await call("POST", "/api/switch/plan", user.auth, { new_plan_type: "premium" });
    expect(up.statusCode).toBe(200);
    expect(up.json().action).toBe("payment_required");
    const due = up.json().payment_instructions.amount_kobo;
    expect(Math.abs(due - 250000)).toBeLessThanOrEqual(5); // (750000 - 250000) / 2, to the second
    await sandboxCheckout(t, up.json().payment_url, "pay");
    const verified = await call("POST", "/api/subscription/verify", user.auth, {
      reference: up.json().reference,
    });
    expect(verified.json().data.subscription.plan.code).toBe("premium");
    expect(await canViewPremiumContent(t.db, { userId: user.user.id, role: "tenant" })).toBe(true);

    const down = await call("POST", "/api/switch/plan", user.auth, { new_plan_type: "basic" });
    expect(down.statusCode).toBe(200);
    expect(down.json().action).toBe("scheduled");
    expect(down.json().message).toContain("You will move to Basic");
    const sub = down.json().data.subscription;
    expect(sub.plan.code).toBe("premium");
    expect(sub.scheduled_plan.code).toBe("basic");
    expect((await call("POST", "/api/switch/plan", user.auth, {})).statusCode).toBe(422);
  });

  it("the sweep reminds three days before the end, once", async () => {
    const user = await createUser(t.app);
    await payFor(user.auth, "/api/subscription/initiate", { plan_type: "basic", interval: "monthly" });
    await age(user.user.id, "2 days");
    await sweepSubscriptions(t.app);
    await sweepSubscriptions(t.app);
    const mail = await t.database.query<{ subject: string }>(
      "select subject from outbox where recipient = $1 and kind = 'subscription_reminder'",
      [user.user.email],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain("Your Ile Basic plan ends on");
  });

  it("the market report is premium: 401 signed out, 402 on Free, medians for a Premium subscriber", async () => {
    const owner = await createUser(t.app, { role: "landlord" });
    for (const [i, naira] of [2_000_000, 2_500_000, 3_000_000, 9_000_000].entries())
      await t.database.query(
        `insert into properties (slug, owner_id, title, price, listing_type, rent_period, category, property_type, city, state, bedrooms)
         values ($1, $2, 'Flat', $3, 'rent', 'year', 'apartment', 'Flat', 'Yaba', 'Lagos', 2)`,
        [`report-flat-${i}`, owner.user.id, naira * 100],
      );
    const url = "/api/premium/market-report?listing_type=rent&state=lagos";
    expect((await call("GET", url)).statusCode).toBe(401);
    const free = await createUser(t.app);
    const refused = await call("GET", url, free.auth);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe("Payment required");
    await payFor(free.auth, "/api/subscription/initiate", { plan_type: "premium" });
    const report = await call("GET", url, free.auth);
    expect(report.statusCode).toBe(200);
    const yaba = report
      .json()
      .data.rows.find((r: { city: string; bedrooms: number }) => r.city === "Yaba" && r.bedrooms === 2);
    expect(yaba).toMatchObject({ listings: 4, median: 2_750_000 });
    expect(report.json().data.period).toBe("year");
  });
});
