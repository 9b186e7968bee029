/**
 * Payments (issue 6): profile unlocks through the sandbox gateway, the one settle() path under contention,
 * failed and mismatched payments, the webhook's signature, and the Paystack adapter against a local server
 * that speaks Paystack's documented API.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canViewPremiumProfile } from "../src/modules/payments/entitlements.ts";
import { GatewayUnavailable, PaystackGateway } from "../src/modules/payments/gateway.ts";
import { MAX_VERIFY_ATTEMPTS, reverifyPending } from "../src/modules/payments/jobs.ts";
import { type FakePaystack, startFakePaystack } from "./fake-paystack.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";
import { sandboxCheckout } from "./sandbox.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000", PROFILE_UNLOCK_PRICE_KOBO: "250000" });
});
afterAll(() => t.close());

const unlocksOf = async (app: TestApp, userId: number) =>
  Number(
    (
      await app.database.query<{ n: number }>(
        "select count(*)::int as n from profile_unlocks where user_id = $1",
        [userId],
      )
    )[0]!.n,
  );

describe("POST /api/payment/initiate", () => {
  it("asks for a login, a key and a real key, with the SPEC messages", async () => {
    const agent = await createUser(t.app, { role: "agent" });
    const anon = await t.app.inject({
      method: "POST",
      url: "/api/payment/initiate",
      payload: { unique_key: agent.profile.uniqueKey },
    });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe("Please log in to generate payment link");

    const tenant = await createUser(t.app);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/payment/initiate",
      headers: tenant.auth,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe("Unique key is required");
    expect(missing.json().errors.unique_key).toEqual(["Unique key is required"]);

    for (const bad of ["ILE-NOSUCHKEY00", "<script>", "x".repeat(300)]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payment/initiate",
        headers: tenant.auth,
        payload: { unique_key: bad },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("Invalid unique key");
    }
    const count = await t.database.query<{ n: number }>(
      "select count(*)::int as n from payments where user_id = $1",
      [tenant.user.id],
    );
    expect(count[0]!.n).toBe(0);
  });

  it("refuses to charge for a profile the viewer can already see (their own)", async () => {
    const agent = await createUser(t.app, { role: "agent" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payment/initiate",
      headers: agent.auth,
      payload: { unique_key: agent.profile.uniqueKey },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("ALREADY_UNLOCKED");
  });

  it("pays in the sandbox, comes back with ?reference=, and the callback unlocks the profile once", async () => {
    const agent = await createUser(t.app, { role: "agent", phone: "+2348035550101" });
    const tenant = await createUser(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payment/initiate",
      headers: tenant.auth,
      payload: { unique_key: agent.profile.uniqueKey },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unique_key).toBe(agent.profile.uniqueKey);
    expect(body.reference).toMatch(/^[A-Za-z0-9.=-]+$/);
    expect(body.payment_url).toBe(`${t.config.PUBLIC_URL}/api/sandbox/checkout/${body.reference}`);
    expect(body.payment_instructions).toMatchObject({ amount: 2500, amount_kobo: 250000, currency: "NGN" });
    expect(body.data.payment_url).toBe(body.payment_url);
    const [stored] = await t.database.query<{ amount_kobo: number; status: string; purpose: string }>(
      "select amount_kobo, status, purpose from payments where reference = $1",
      [body.reference],
    );
    expect(stored).toEqual({ amount_kobo: 250000, status: "pending", purpose: "profile_unlock" });

    // Not paid yet: the callback says so and gives nothing.
    const early = await t.app.inject({
      method: "GET",
      url: `/api/payment/callback?reference=${body.reference}`,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Payment verification failed");
    expect(await unlocksOf(t, tenant.user.id)).toBe(0);

    const page = await t.app.inject({ method: "GET", url: `/api/sandbox/checkout/${body.reference}` });
    expect(page.body).toContain("₦2,500.00");
    const paid = await sandboxCheckout(t, body.payment_url, "pay");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/payment/verify/${body.reference}?trxref=${body.reference}&reference=${body.reference}`,
    );

    const cb = await t.app.inject({
      method: "GET",
      url: `/api/payment/callback?reference=${body.reference}`,
      headers: tenant.auth,
    });
    expect(cb.statusCode).toBe(200);
    expect(cb.json().data).toMatchObject({
      reference: body.reference,
      status: "success",
      purpose: "profile_unlock",
      unique_key: agent.profile.uniqueKey,
    });
    expect(cb.json().data.next_steps.length).toBeGreaterThan(0);
    expect(cb.json().data.profile).toMatchObject({ email: agent.user.email, phone: "+2348035550101" });
    expect(await unlocksOf(t, tenant.user.id)).toBe(1);
    expect(await canViewPremiumProfile(t.db, { userId: tenant.user.id, role: "tenant" }, agent.user.id)).toBe(
      true,
    );

    // Replays: same answer, no second unlock; another person's callback never shows them the profile.
    const stranger = await createUser(t.app);
    const replay = await t.app.inject({
      method: "GET",
      url: `/api/payment/callback?reference=${body.reference}`,
      headers: stranger.auth,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.profile).toBeNull();
    expect(await unlocksOf(t, tenant.user.id)).toBe(1);
    // The checkout link works once.
    const again = await t.app.inject({ method: "GET", url: `/api/sandbox/checkout/${body.reference}` });
    expect(again.body).toContain("already been used");
    // And now the profile is unlocked, paying again is refused.
    const twice = await t.app.inject({
      method: "POST",
      url: "/api/payment/initiate",
      headers: tenant.auth,
      payload: { unique_key: agent.profile.uniqueKey },
    });
    expect(twice.statusCode).toBe(409);
  });

  it("a declined payment fails verification and unlocks nothing", async () => {
    const agent = await createUser(t.app, { role: "landlord" });
    const tenant = await createUser(t.app);
    const { reference, payment_url } = (
      await t.app.inject({
        method: "POST",
        url: "/api/payment/initiate",
        headers: tenant.auth,
        payload: { unique_key: agent.profile.uniqueKey },
      })
    ).json();
    expect((await sandboxCheckout(t, payment_url, "decline")).statusCode).toBe(303);
    const cb = await t.app.inject({ method: "GET", url: `/api/payment/callback?reference=${reference}` });
    expect(cb.statusCode).toBe(402);
    expect(cb.json().message).toBe("Payment verification failed");
    expect(await unlocksOf(t, tenant.user.id)).toBe(0);
    const [row] = await t.database.query<{ status: string }>(
      "select status from payments where reference = $1",
      [reference],
    );
    expect(row!.status).toBe("failed");
  });
});

describe("GET /api/payment/callback", () => {
  it("needs a reference, and refuses malformed or unknown ones", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/payment/callback" });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe("Payment reference is required");
    for (const ref of ["ILE-NOT-A-PAYMENT-123", "bad ref!", "<b>x</b>"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/payment/callback?reference=${encodeURIComponent(ref)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Invalid payment reference");
    }
  });
});

describe("settle() under contention", () => {
  it("20 concurrent callers on one paid reference give exactly one unlock", async () => {
    const agent = await createUser(t.app, { role: "agent" });
    const tenant = await createUser(t.app);
    const { reference, payment_url } = (
      await t.app.inject({
        method: "POST",
        url: "/api/payment/initiate",
        headers: tenant.auth,
        payload: { unique_key: agent.profile.uniqueKey },
      })
    ).json();
    await sandboxCheckout(t, payment_url, "pay");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? t.app.inject({ method: "GET", url: `/api/payment/callback?reference=${reference}` })
          : t.app.services.payments.settle(reference),
      ),
    );
    const granted = results.filter((r) => "granted" in r && r.granted).length;
    expect(granted).toBeLessThanOrEqual(1);
    for (const r of results) if ("statusCode" in r) expect(r.statusCode).toBe(200);
    expect(await unlocksOf(t, tenant.user.id)).toBe(1);
  });
});

describe("Paystack adapter against a local Paystack", () => {
  let fake: FakePaystack;
  beforeAll(async () => {
    fake = await startFakePaystack();
  });
  afterAll(() => fake.close());

  const init = async (gw: PaystackGateway, reference: string, amount = 500000) =>
    gw.initialize({
      email: "payer@example.ng",
      amountKobo: amount,
      reference,
      callbackUrl: "http://localhost:3000/subscription/callback",
      metadata: { purpose: "test" },
    });

  it("initialises with email, amount in kobo, reference, callback_url and metadata", async () => {
    const gw = new PaystackGateway(fake.secret, fake.url);
    const { authorizationUrl } = await init(gw, "ILE-ADAPTER-INIT-1");
    expect(authorizationUrl).toBe("https://checkout.paystack.com/ILE-ADAPTER-INIT-1");
    expect(fake.initialized.get("ILE-ADAPTER-INIT-1")).toMatchObject({
      email: "payer@example.ng",
      amount: 500000,
      callback_url: "http://localhost:3000/subscription/callback",
      metadata: { purpose: "test" },
    });
    const wrongKey = new PaystackGateway("sk_test_wrong", fake.url);
    await expect(init(wrongKey, "ILE-ADAPTER-INIT-2")).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it("reads success, failed, abandoned and pending, and reports the amount it saw", async () => {
    const gw = new PaystackGateway(fake.secret, fake.url);
    const cases = [
      ["success", "success"],
      ["failed", "failed"],
      ["abandoned", "abandoned"],
      ["ongoing", "pending"],
    ] as const;
    for (const [outcome, expected] of cases) {
      const ref = `ILE-ADAPTER-${outcome}`;
      await init(gw, ref, 123400);
      fake.outcome.set(ref, outcome);
      const v = await gw.verify(ref);
      expect(v.status).toBe(expected);
      expect(v.amountKobo).toBe(123400);
      expect(v.currency).toBe("NGN");
    }
    await init(gw, "ILE-ADAPTER-wrong", 123400);
    fake.outcome.set("ILE-ADAPTER-wrong", "wrong_amount");
    expect((await gw.verify("ILE-ADAPTER-wrong")).amountKobo).toBe(123300);
    expect((await gw.verify("ILE-ADAPTER-UNKNOWN")).status).toBe("pending");
  });

  it("a live key never accepts a test-mode payment", async () => {
    const live = new PaystackGateway("sk_live_someone", fake.url);
    // The fake only knows the test key, so call verify against a fake that answers for any key.
    const fake2 = await startFakePaystack("sk_live_someone");
    try {
      const gw = new PaystackGateway("sk_live_someone", fake2.url);
      await init(gw, "ILE-ADAPTER-LIVE");
      fake2.outcome.set("ILE-ADAPTER-LIVE", "success");
      const v = await gw.verify("ILE-ADAPTER-LIVE");
      expect(v.status).toBe("failed");
      expect(v.message).toContain("test mode");
    } finally {
      await fake2.close();
    }
    expect(live.name).toBe("paystack");
  });

  it("a timeout or a 5xx is 'unavailable', never a verdict", async () => {
    const gw = new PaystackGateway(fake.secret, fake.url, 300);
    await init(gw, "ILE-ADAPTER-SLOW");
    fake.outcome.set("ILE-ADAPTER-SLOW", "timeout");
    await expect(gw.verify("ILE-ADAPTER-SLOW")).rejects.toBeInstanceOf(GatewayUnavailable);
    await init(gw, "ILE-ADAPTER-5XX");
    fake.outcome.set("ILE-ADAPTER-5XX", "error500");
    await expect(gw.verify("ILE-ADAPTER-5XX")).rejects.toBeInstanceOf(GatewayUnavailable);
    const down = new PaystackGateway(fake.secret, "http://127.0.0.1:9", 300);
    await expect(down.verify("ILE-ANY-REF-0001")).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});

describe("the app on Paystack: webhook, mismatches, races across callback, verify and webhook", () => {
  let fake: FakePaystack;
  let p: TestApp;
  beforeAll(async () => {
    fake = await startFakePaystack();
    p = await createTestApp({
      AUTH_RATE_LIMIT: "10000",
      PAYSTACK_SECRET_KEY: fake.secret,
      PAYSTACK_BASE_URL: fake.url,
    });
  });
  afterAll(async () => {
    await p.close();
    await fake.close();
  });

  const sign = (raw: string, key = fake.secret) => createHmac("sha512", key).update(raw).digest("hex");
  const webhook = (raw: string, signature?: string) =>
    p.app.inject({
      method: "POST",
      url: "/api/webhooks/paystack",
      headers: {
        "content-type": "application/json",
        ...(signature ? { "x-paystack-signature": signature } : {}),
      },
      payload: raw,
    });

  async function unlockPayment() {
    const agent = await createUser(p.app, { role: "agent" });
    const tenant = await createUser(p.app);
    const res = await p.app.inject({
      method: "POST",
      url: "/api/payment/initiate",
      headers: tenant.auth,
      payload: { unique_key: agent.profile.uniqueKey },
    });
    expect(res.statusCode).toBe(200);
    return {
      agent,
      tenant,
      reference: res.json().reference as string,
      url: res.json().payment_url as string,
    };
  }

  it("hands the payer to Paystack's checkout and the sandbox page is gone", async () => {
    const { reference, url } = await unlockPayment();
    expect(url).toBe(`https://checkout.paystack.com/${reference}`);
    expect(fake.initialized.get(reference)).toMatchObject({
      amount: 200000,
      callback_url: `${p.config.PUBLIC_URL}/payment/verify/${reference}`,
    });
    const page = await p.app.inject({ method: "GET", url: `/api/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(404);
  });

  it("refuses a webhook whose signature is missing or wrong, and changes nothing", async () => {
    const { tenant, reference } = await unlockPayment();
    fake.outcome.set(reference, "success");
    const raw = JSON.stringify({
      event: "charge.success",
      data: { reference, amount: 200000, status: "success" },
    });
    expect((await webhook(raw)).statusCode).toBe(401);
    expect((await webhook(raw, sign(raw, "sk_test_someone_else"))).statusCode).toBe(401);
    expect((await webhook(raw, sign(`${raw} `))).statusCode).toBe(401);
    expect(await unlocksOf(p, tenant.user.id)).toBe(0);
    const [row] = await p.database.query<{ status: string }>(
      "select status from payments where reference = $1",
      [reference],
    );
    expect(row!.status).toBe("pending");
  });

  it("a signed charge.success settles once; its duplicates are harmless", async () => {
    const { tenant, agent, reference } = await unlockPayment();
    fake.outcome.set(reference, "success");
    const raw = JSON.stringify({
      event: "charge.success",
      data: { reference, amount: 200000, status: "success" },
    });
    const first = await webhook(raw, sign(raw));
    expect(first.statusCode).toBe(200);
    expect(await unlocksOf(p, tenant.user.id)).toBe(1);
    const calls = fake.verifyCalls;
    const dup = await webhook(raw, sign(raw));
    expect(dup.statusCode).toBe(200);
    expect(dup.json().message).toBe("Already handled");
    expect(fake.verifyCalls).toBe(calls);
    expect(await unlocksOf(p, tenant.user.id)).toBe(1);
    expect(await canViewPremiumProfile(p.db, { userId: tenant.user.id, role: "tenant" }, agent.user.id)).toBe(
      true,
    );
  });

  it("a webhook seen while Paystack still says pending is not marked handled: the retry settles it", async () => {
    const { tenant, reference } = await unlockPayment();
    fake.outcome.set(reference, "ongoing");
    const raw = JSON.stringify({ event: "charge.success", data: { reference } });
    const early = await webhook(raw, sign(raw));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ status: "error", message: "The payment is not complete yet." });
    expect(await unlocksOf(p, tenant.user.id)).toBe(0);
    const marks = await p.database.query("select 1 from webhook_events where reference = $1", [reference]);
    expect(marks).toHaveLength(0);

    fake.outcome.set(reference, "success");
    const retry = await webhook(raw, sign(raw));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toBe("Handled");
    expect(await unlocksOf(p, tenant.user.id)).toBe(1);
    const [paid] = await p.database.query<{ status: string; amount_kobo: string }>(
      "select status, amount_kobo from payments where reference = $1",
      [reference],
    );
    expect(paid).toMatchObject({ status: "success" });
    expect(Number(paid!.amount_kobo)).toBe(200000);
    expect((await webhook(raw, sign(raw))).json().message).toBe("Already handled");
  });

  it("the sweep re-verifies payments left pending, at most MAX_VERIFY_ATTEMPTS times each", async () => {
    const settles = await unlockPayment();
    const stuck = await unlockPayment();
    fake.outcome.set(settles.reference, "ongoing");
    fake.outcome.set(stuck.reference, "ongoing");
    const oldEnough = (reference: string) =>
      p.database.query(
        "update payments set created_at = now() - interval '10 minutes' where reference = $1",
        [reference],
      );
    // A payment still in checkout (just created) is left alone.
    const calls = fake.verifyCalls;
    await reverifyPending(p.app);
    expect(fake.verifyCalls).toBe(calls);

    await oldEnough(settles.reference);
    await oldEnough(stuck.reference);
    expect(await reverifyPending(p.app)).toEqual({ checked: 2, settled: 0 });
    fake.outcome.set(settles.reference, "success");
    expect(await reverifyPending(p.app)).toEqual({ checked: 2, settled: 1 });
    expect(await unlocksOf(p, settles.tenant.user.id)).toBe(1);

    for (let i = 0; i < MAX_VERIFY_ATTEMPTS + 3; i++) await reverifyPending(p.app);
    const [row] = await p.database.query<{ status: string; verify_attempts: number }>(
      "select status, verify_attempts from payments where reference = $1",
      [stuck.reference],
    );
    expect(row).toEqual({ status: "pending", verify_attempts: MAX_VERIFY_ATTEMPTS });
    expect(fake.verifyCalls - calls).toBe(MAX_VERIFY_ATTEMPTS + 2); // the settled one was asked twice
    expect(await unlocksOf(p, stuck.tenant.user.id)).toBe(0);
    // Past the bound the payer's own return still settles it.
    fake.outcome.set(stuck.reference, "success");
    const cb = await p.app.inject({
      method: "GET",
      url: `/api/payment/callback?reference=${stuck.reference}`,
    });
    expect(cb.statusCode).toBe(200);
    expect(await unlocksOf(p, stuck.tenant.user.id)).toBe(1);
  });

  it.each(["abandoned", "failed"] as const)(
    "a payment closed as %s that the payer then completes at the same checkout is settled by the webhook, once",
    async (closedAs) => {
      const { tenant, reference } = await unlockPayment();
      fake.outcome.set(reference, closedAs);
      const back = await p.app.inject({ method: "GET", url: `/api/payment/callback?reference=${reference}` });
      expect(back.statusCode).toBe(402);
      const status = async () =>
        (
          await p.database.query<{ status: string }>("select status from payments where reference = $1", [
            reference,
          ])
        )[0]!.status;
      expect(await status()).toBe(closedAs);
      // Paystack's checkout stays open: the payer pays, and Paystack sends charge.success.
      fake.outcome.set(reference, "success");
      const raw = JSON.stringify({ event: "charge.success", data: { reference } });
      const hook = await webhook(raw, sign(raw));
      expect(hook.statusCode).toBe(200);
      expect(hook.json().message).toBe("Handled");
      expect(await status()).toBe("success");
      expect(await unlocksOf(p, tenant.user.id)).toBe(1);
      const again = await p.app.inject({
        method: "GET",
        url: `/api/payment/callback?reference=${reference}`,
      });
      expect(again.statusCode).toBe(200);
      expect(await unlocksOf(p, tenant.user.id)).toBe(1);
    },
  );

  it("a closed payment asked again while the gateway still says it is not paid stays as it was", async () => {
    const { tenant, reference } = await unlockPayment();
    fake.outcome.set(reference, "abandoned");
    await p.app.inject({ method: "GET", url: `/api/payment/callback?reference=${reference}` });
    fake.outcome.set(reference, "failed");
    await p.app.inject({ method: "GET", url: `/api/payment/callback?reference=${reference}` });
    const [row] = await p.database.query<{ status: string }>(
      "select status from payments where reference = $1",
      [reference],
    );
    expect(row!.status).toBe("abandoned");
    expect(await unlocksOf(p, tenant.user.id)).toBe(0);
  });

  it("an amount that differs from what was asked never settles", async () => {
    const { tenant, reference } = await unlockPayment();
    fake.outcome.set(reference, "wrong_amount");
    const cb = await p.app.inject({ method: "GET", url: `/api/payment/callback?reference=${reference}` });
    expect(cb.statusCode).toBe(402);
    expect(cb.json().errors.reference[0]).toContain("Amount mismatch");
    const raw = JSON.stringify({ event: "charge.success", data: { reference } });
    await webhook(raw, sign(raw));
    expect(await unlocksOf(p, tenant.user.id)).toBe(0);
  });

  it("a gateway that does not answer leaves the payment pending, and a later call settles it", async () => {
    const { tenant, reference } = await unlockPayment();
    fake.outcome.set(reference, "error500");
    const cb = await p.app.inject({ method: "GET", url: `/api/payment/callback?reference=${reference}` });
    expect(cb.statusCode).toBe(502);
    expect(cb.json().message).toBe("Payment verification failed");
    fake.outcome.set(reference, "success");
    const later = await p.app.inject({ method: "GET", url: `/api/payment/callback?reference=${reference}` });
    expect(later.statusCode).toBe(200);
    expect(await unlocksOf(p, tenant.user.id)).toBe(1);
  });

  it("20 concurrent callback, verify and webhook calls on one subscription payment give one period", async () => {
    const user = await createUser(p.app);
    const init = await p.app.inject({
      method: "POST",
      url: "/api/subscription/initiate",
      headers: user.auth,
      payload: { plan_type: "premium", interval: "monthly" },
    });
    expect(init.statusCode).toBe(200);
    const { reference } = init.json();
    fake.outcome.set(reference, "success");
    const raw = JSON.stringify({ event: "charge.success", data: { reference } });
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 3 === 0
        ? p.app.inject({ method: "GET", url: `/api/payment/callback?reference=${reference}` })
        : i % 3 === 1
          ? p.app.inject({
              method: "POST",
              url: "/api/subscription/verify",
              headers: user.auth,
              payload: { reference },
            })
          : webhook(raw, sign(raw)),
    );
    const replies = await Promise.all(calls);
    for (const r of replies) expect(r.statusCode).toBe(200);
    const subs = await p.database.query<{ n: number }>(
      "select count(*)::int as n from subscriptions where user_id = $1",
      [user.user.id],
    );
    expect(subs[0]!.n).toBe(1);
    const events = await p.database.query<{ n: number }>(
      "select count(*)::int as n from subscription_events where user_id = $1 and payment_id is not null",
      [user.user.id],
    );
    expect(events[0]!.n).toBe(1);
  });
});
