/**
 * Issue 16, item 1 (ADR 0602): a payment grants exactly what its amount bought. An upgrade is priced over every
 * paid period still to come; a link priced for an earlier state of the subscription is not applied when paid
 * but kept as credit, which the next link spends once.
 */
import { PAYMENT_MESSAGES } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addInterval } from "../src/modules/payments/plans.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";
import { sandboxCheckout } from "./sandbox.ts";
import { type Auth, subscriptionClient } from "./subscription-client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

const { call, pay, payFor, mine, periodRuns } = subscriptionClient(() => t);
const BASIC = 250_000;
const PREMIUM = 750_000;
const BUSINESS = 2_000_000;

const history = async (auth: Auth) => (await call("GET", "/api/get/subscription/history", auth)).json().data;
const link = async (auth: Auth, url: string, body: unknown) => {
  const res = await call("POST", url, auth, body);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    reference: string;
    payment_url: string;
    payment_instructions: { amount_kobo: number; description: string };
  };
};
/** The payment is refused as stale: 409, nothing changes, and its amount is the user's credit. */
async function refusedAsCredit(auth: Auth, l: { reference: string; payment_url: string }, why: string) {
  const res = await pay(auth, l);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ status: "error", message: "Failed to verify payment" });
  expect(res.json().errors.reference).toEqual([why]);
  const payment = (await history(auth)).payments.find(
    (p: { reference: string }) => p.reference === l.reference,
  );
  expect(payment).toMatchObject({ status: "credited", reason: why });
}

describe("upgrades are priced for all the paid time they change", () => {
  it("Basic monthly renewed eleven times, then Business: the difference for twelve months, until the same end", async () => {
    const user = await createUser(t.app);
    const first = await payFor(user.auth, "/api/subscription/initiate", {
      plan_type: "basic",
      interval: "monthly",
    });
    expect(first.started.payment_instructions.amount_kobo).toBe(BASIC);
    const start = new Date(first.verified.data.subscription.current_period_start);
    for (let i = 0; i < 11; i++) {
      const renewal = await payFor(user.auth, "/api/renew/subscription", {});
      expect(renewal.started.payment_instructions.amount_kobo).toBe(BASIC);
    }
    const before = (await mine(user.auth)).subscription;
    let end = start;
    for (let i = 0; i < 12; i++) end = addInterval(end, "monthly");
    expect(before.current_period_end).toBe(end.toISOString());

    const up = await call("POST", "/api/switch/plan", user.auth, { new_plan_type: "business" });
    expect(up.statusCode).toBe(200);
    const due = up.json().payment_instructions.amount_kobo;
    // (₦20,000 − ₦2,500) × 12 months = ₦210,000, less the few seconds of the first month already used.
    expect(due).toBeLessThanOrEqual(12 * (BUSINESS - BASIC));
    expect(due).toBeGreaterThan(12 * (BUSINESS - BASIC) - 100);

    const paid = await pay(user.auth, up.json());
    expect(paid.statusCode).toBe(200);
    const after = paid.json().data.subscription;
    expect(after.plan.code).toBe("business");
    expect(after.current_period_end).toBe(before.current_period_end);
    const upgraded = (await history(user.auth)).events[0];
    expect(upgraded).toMatchObject({
      kind: "upgraded",
      amount_kobo: due,
      period_end: before.current_period_end,
    });
  });

  it("each remaining period is priced at its own interval: one month then one year of Basic → Premium", async () => {
    const user = await createUser(t.app);
    await payFor(user.auth, "/api/subscription/initiate", { plan_type: "basic", interval: "monthly" });
    const yearly = await payFor(user.auth, "/api/renew/subscription", { interval: "yearly" });
    expect(yearly.started.payment_instructions.amount_kobo).toBe(10 * BASIC); // ₦25,000 a year
    const up = await link(user.auth, "/api/switch/plan", { new_plan_type: "premium" });
    // (₦7,500 − ₦2,500) for the month plus (₦75,000 − ₦25,000) for the year = ₦55,000.
    const full = PREMIUM - BASIC + 10 * (PREMIUM - BASIC);
    expect(up.payment_instructions.amount_kobo).toBeLessThanOrEqual(full);
    expect(up.payment_instructions.amount_kobo).toBeGreaterThan(full - 100);
  });
});

describe("a link priced for an earlier state is not applied but kept as credit", () => {
  it("an upgrade link paid after a later renewal changes nothing; its credit pays most of the next upgrade", async () => {
    const user = await createUser(t.app);
    await payFor(user.auth, "/api/subscription/initiate", { plan_type: "basic", interval: "monthly" });
    const stale = await link(user.auth, "/api/switch/plan", { new_plan_type: "premium" });
    const staleAmount = stale.payment_instructions.amount_kobo;
    expect(staleAmount).toBeGreaterThan(PREMIUM - BASIC - 100); // one month of the difference
    const renewed = (await payFor(user.auth, "/api/renew/subscription", {})).verified.data.subscription;

    await refusedAsCredit(user.auth, stale, PAYMENT_MESSAGES.staleLink);
    const now = (await mine(user.auth)).subscription;
    expect(now.plan.code).toBe("basic");
    expect(now.current_period_end).toBe(renewed.current_period_end);
    expect((await history(user.auth)).credit_kobo).toBe(staleAmount);

    // Upgrading now covers two months (₦10,000); the credit (about ₦5,000) pays its part of that.
    const again = await link(user.auth, "/api/switch/plan", { new_plan_type: "premium" });
    const twoMonths = 2 * (PREMIUM - BASIC);
    expect(again.payment_instructions.amount_kobo + staleAmount).toBeLessThanOrEqual(twoMonths);
    expect(again.payment_instructions.amount_kobo + staleAmount).toBeGreaterThan(twoMonths - 100);
    expect(again.payment_instructions.description).toContain(" of credit applied");
    expect((await pay(user.auth, again)).json().data.subscription.plan.code).toBe("premium");
    expect((await history(user.auth)).credit_kobo).toBe(0);
  });

  it("an old renewal link of the cheaper plan paid after upgrading leaves the upgraded plan alone", async () => {
    const user = await createUser(t.app);
    await payFor(user.auth, "/api/subscription/initiate", { plan_type: "basic", interval: "monthly" });
    const oldRenewal = await link(user.auth, "/api/renew/subscription", {});
    expect(oldRenewal.payment_instructions.amount_kobo).toBe(BASIC);
    const upgraded = (await payFor(user.auth, "/api/switch/plan", { new_plan_type: "business" })).verified
      .data.subscription;
    expect(upgraded.plan.code).toBe("business");

    await refusedAsCredit(user.auth, oldRenewal, PAYMENT_MESSAGES.staleLink);
    const now = (await mine(user.auth)).subscription;
    expect(now.plan.code).toBe("business");
    expect(now.current_period_end).toBe(upgraded.current_period_end);
    expect((await history(user.auth)).credit_kobo).toBe(BASIC);
  });

  it("links made before subscribing: another plan paid second is credit; the same plan paid second adds a period", async () => {
    const user = await createUser(t.app);
    const premium = await link(user.auth, "/api/subscription/initiate", { plan_type: "premium" });
    const basic = await link(user.auth, "/api/subscription/initiate", { plan_type: "basic" });
    const premiumAgain = await link(user.auth, "/api/subscription/initiate", { plan_type: "premium" });
    const first = (await pay(user.auth, premium)).json().data.subscription;
    expect(first.plan.code).toBe("premium");

    await refusedAsCredit(user.auth, basic, PAYMENT_MESSAGES.staleLink);
    expect((await mine(user.auth)).subscription).toMatchObject({ id: first.id, plan: { code: "premium" } });
    expect((await history(user.auth)).credit_kobo).toBe(BASIC);

    const second = (await pay(user.auth, premiumAgain)).json().data.subscription;
    expect(second.id).toBe(first.id);
    expect(second.current_period_end).toBe(
      addInterval(new Date(first.current_period_end), "monthly").toISOString(),
    );
  });

  it("of two renewal links made together (both spending the credit), the second paid is stale and credited in full", async () => {
    const user = await createUser(t.app);
    await payFor(user.auth, "/api/subscription/initiate", { plan_type: "basic", interval: "monthly" });
    const stale = await link(user.auth, "/api/renew/subscription", {});
    await payFor(user.auth, "/api/switch/plan", { new_plan_type: "premium" });
    await refusedAsCredit(user.auth, stale, PAYMENT_MESSAGES.staleLink);
    expect((await history(user.auth)).credit_kobo).toBe(BASIC);

    // Both renewal links (₦7,500) spend the ₦2,500 credit.
    const a = await link(user.auth, "/api/renew/subscription", {});
    const b = await link(user.auth, "/api/renew/subscription", {});
    expect(a.payment_instructions.amount_kobo).toBe(PREMIUM - BASIC);
    expect(b.payment_instructions.amount_kobo).toBe(PREMIUM - BASIC);
    expect((await pay(user.auth, a)).statusCode).toBe(200);
    expect((await history(user.auth)).credit_kobo).toBe(0);
    // b was priced before a renewed the subscription, and its credit is gone: it becomes credit itself.
    await refusedAsCredit(user.auth, b, PAYMENT_MESSAGES.staleLink);
    expect((await history(user.auth)).credit_kobo).toBe(PREMIUM - BASIC);
  });

  it("credit is spent once: two links that both spend it, the second paid is credited in full", async () => {
    const user = await createUser(t.app);
    const premium = await link(user.auth, "/api/subscription/initiate", { plan_type: "premium" });
    const basic = await link(user.auth, "/api/subscription/initiate", { plan_type: "basic" });
    await pay(user.auth, premium);
    await refusedAsCredit(user.auth, basic, PAYMENT_MESSAGES.staleLink);
    await periodRuns(user.user.id, "31 days", "-1 second"); // the Premium month is over

    const a = await link(user.auth, "/api/subscription/initiate", { plan_type: "premium" });
    const b = await link(user.auth, "/api/subscription/initiate", { plan_type: "premium" });
    expect(a.payment_instructions.amount_kobo).toBe(PREMIUM - BASIC);
    expect(b.payment_instructions.amount_kobo).toBe(PREMIUM - BASIC);
    expect((await pay(user.auth, a)).statusCode).toBe(200);
    expect((await history(user.auth)).credit_kobo).toBe(0);
    const month = (await mine(user.auth)).subscription;
    await refusedAsCredit(user.auth, b, PAYMENT_MESSAGES.creditSpent);
    expect((await mine(user.auth)).subscription.current_period_end).toBe(month.current_period_end);
    expect((await history(user.auth)).credit_kobo).toBe(PREMIUM - BASIC);
  });

  it("15 concurrent verifies of a stale payment credit it once", async () => {
    const user = await createUser(t.app);
    await payFor(user.auth, "/api/subscription/initiate", { plan_type: "basic", interval: "monthly" });
    const stale = await link(user.auth, "/api/renew/subscription", {});
    await payFor(user.auth, "/api/switch/plan", { new_plan_type: "premium" });
    await sandboxCheckout(t, stale.payment_url, "pay");
    const replies = await Promise.all(
      Array.from({ length: 15 }, () =>
        call("POST", "/api/subscription/verify", user.auth, { reference: stale.reference }),
      ),
    );
    for (const r of replies) expect(r.statusCode).toBe(409);
    const rows = await t.database.query<{ amount_kobo: string }>(
      "select c.amount_kobo from payment_credits c join payments p on p.id = c.payment_id where p.reference = $1",
      [stale.reference],
    );
    expect(rows.map((r) => Number(r.amount_kobo))).toEqual([BASIC]);
    expect((await mine(user.auth)).subscription.plan.code).toBe("premium");
  });
});
