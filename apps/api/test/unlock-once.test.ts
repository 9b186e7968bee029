/**
 * A profile unlock is charged once (issue 34): initiating again, one after another or several at once, hands back
 * the viewer's pending reference for that profile (one pending unlock per viewer and profile, held by a partial
 * unique index); a link already paid is settled instead of charged again; a second unlock payment that settles
 * anyway (made before the index) is kept as credit; and unlock payments are in the payment history.
 */
import { PAYMENT_MESSAGES } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePaystack } from "./fake-paystack.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";
import { sandboxCheckout } from "./sandbox.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000" });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof createUser>>;
const initiate = (viewer: Account, profile: Account) =>
  t.app.inject({
    method: "POST",
    url: "/api/payment/initiate",
    headers: viewer.auth,
    payload: { unique_key: profile.profile.uniqueKey },
  });
const callback = (viewer: Account, reference: string) =>
  t.app.inject({ method: "GET", url: `/api/payment/callback?reference=${reference}`, headers: viewer.auth });
const paymentsOf = (userId: number) =>
  t.database.query<{ reference: string; status: string; amount_kobo: number }>(
    "select reference, status, amount_kobo from payments where user_id = $1 order by id",
    [userId],
  );
const unlocksOf = async (userId: number) =>
  (await t.database.query("select 1 from profile_unlocks where user_id = $1", [userId])).length;
const history = async (viewer: Account) => {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/get/subscription/history",
    headers: viewer.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    payments: {
      reference: string;
      purpose: string;
      status: string;
      amount_kobo: number;
      reason: string | null;
    }[];
    credit_kobo: number;
  };
};
const PRICE = 200_000;

describe("POST /api/payment/initiate charges a profile unlock once", () => {
  it("one after another: the same pending reference and link, one payment", async () => {
    const [agent, tenant] = await Promise.all([createUser(t.app, { role: "agent" }), createUser(t.app)]);
    const first = await initiate(tenant, agent);
    const second = await initiate(tenant, agent);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().reference).toBe(first.json().reference);
    expect(second.json().payment_url).toBe(first.json().payment_url);
    expect(second.json().payment_instructions).toEqual(first.json().payment_instructions);
    expect(await paymentsOf(tenant.user.id)).toEqual([
      { reference: first.json().reference, status: "pending", amount_kobo: PRICE },
    ]);
    // Another profile is another unlock.
    const other = await createUser(t.app, { role: "landlord" });
    const third = await initiate(tenant, other);
    expect(third.statusCode).toBe(200);
    expect(third.json().reference).not.toBe(first.json().reference);
  });

  it("5 at once: one reference for all; paid, it unlocks once and a further initiate says it is unlocked", async () => {
    const [agent, tenant] = await Promise.all([createUser(t.app, { role: "agent" }), createUser(t.app)]);
    const replies = await Promise.all(Array.from({ length: 5 }, () => initiate(tenant, agent)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const references = new Set(replies.map((r) => r.json().reference));
    expect(references.size).toBe(1);
    const [reference] = references as Set<string>;
    expect(new Set(replies.map((r) => r.json().payment_url)).size).toBe(1);
    expect(await paymentsOf(tenant.user.id)).toEqual([{ reference, status: "pending", amount_kobo: PRICE }]);

    expect((await sandboxCheckout(t, replies[0]!.json().payment_url, "pay")).statusCode).toBe(303);
    const paid = await callback(tenant, reference!);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe("Payment verified successfully");
    expect(await unlocksOf(tenant.user.id)).toBe(1);

    const again = await Promise.all(Array.from({ length: 3 }, () => initiate(tenant, agent)));
    for (const r of again) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: "ALREADY_UNLOCKED", message: PAYMENT_MESSAGES.alreadyUnlocked });
    }
    expect(await paymentsOf(tenant.user.id)).toHaveLength(1);
  });

  it("a link paid whose payer never came back: initiating again settles it and charges nothing more", async () => {
    const [agent, tenant] = await Promise.all([createUser(t.app, { role: "agent" }), createUser(t.app)]);
    const first = (await initiate(tenant, agent)).json();
    // Paid at the checkout, but the browser never followed the redirect to the callback.
    expect((await sandboxCheckout(t, first.payment_url, "pay")).statusCode).toBe(303);
    const replies = await Promise.all(Array.from({ length: 3 }, () => initiate(tenant, agent)));
    for (const r of replies) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: "ALREADY_UNLOCKED", message: PAYMENT_MESSAGES.alreadyUnlocked });
    }
    expect(await paymentsOf(tenant.user.id)).toEqual([
      { reference: first.reference, status: "success", amount_kobo: PRICE },
    ]);
    expect(await unlocksOf(tenant.user.id)).toBe(1);
  });

  it("after a declined payment, the next initiate makes a new link", async () => {
    const [agent, tenant] = await Promise.all([createUser(t.app, { role: "agent" }), createUser(t.app)]);
    const first = (await initiate(tenant, agent)).json();
    await sandboxCheckout(t, first.payment_url, "decline");
    expect((await callback(tenant, first.reference)).statusCode).toBe(402);
    const next = await initiate(tenant, agent);
    expect(next.statusCode).toBe(200);
    expect(next.json().reference).not.toBe(first.reference);
    expect((await paymentsOf(tenant.user.id)).map((p) => p.status)).toEqual(["failed", "pending"]);
  });
});

describe("a link the gateway refuses", () => {
  it("leaves no pending payment behind, so it blocks no later link", async () => {
    const fake = await startFakePaystack();
    // The app's key is not one this Paystack knows: every initialise is refused.
    const p = await createTestApp({
      PAYSTACK_SECRET_KEY: "sk_test_not_known_here",
      PAYSTACK_BASE_URL: fake.url,
    });
    try {
      const [agent, tenant] = await Promise.all([createUser(p.app, { role: "agent" }), createUser(p.app)]);
      const send = () =>
        p.app.inject({
          method: "POST",
          url: "/api/payment/initiate",
          headers: tenant.auth,
          payload: { unique_key: agent.profile.uniqueKey },
        });
      for (const res of [await send(), await send()]) {
        expect(res.statusCode).toBe(502);
        expect(res.json().message).toBe("Failed to generate payment link");
      }
      expect(await p.database.query("select 1 from payments where user_id = $1", [tenant.user.id])).toEqual(
        [],
      );
    } finally {
      await p.close();
      await fake.close();
    }
  });
});

describe("unlock payments in the payment history", () => {
  it("lists a paid unlock; a second unlock payment of the same profile is kept as credit, with its reason", async () => {
    const [agent, tenant] = await Promise.all([createUser(t.app, { role: "agent" }), createUser(t.app)]);
    const first = (await initiate(tenant, agent)).json();
    // A second pending unlock of the same profile, as initiate made before one pending unlock was enforced.
    const legacy = "ILE-LEGACY-UNLOCK-0001";
    await t.database.query(
      `insert into payments (reference, user_id, purpose, amount_kobo, gateway, details)
       values ($1, $2, 'profile_unlock', $3, 'sandbox', $4::jsonb)`,
      [legacy, tenant.user.id, PRICE, JSON.stringify({ profile_user_id: agent.user.id })],
    );
    const { authorizationUrl } = await t.app.services.payments.gateway.initialize({
      email: tenant.user.email,
      amountKobo: PRICE,
      reference: legacy,
      callbackUrl: `${t.config.PUBLIC_URL}/payment/verify/${legacy}`,
      metadata: {},
    });
    await sandboxCheckout(t, first.payment_url, "pay");
    await sandboxCheckout(t, authorizationUrl, "pay");
    expect((await callback(tenant, first.reference)).statusCode).toBe(200);
    const second = await callback(tenant, legacy);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: "Payment verification failed",
      code: "PAYMENT_NOT_APPLIED",
      errors: { reference: [PAYMENT_MESSAGES.unlockAlreadyPaid] },
    });
    expect(await unlocksOf(tenant.user.id)).toBe(1);

    const h = await history(tenant);
    expect(h.payments).toEqual([
      expect.objectContaining({
        reference: legacy,
        purpose: "profile_unlock",
        status: "credited",
        amount_kobo: PRICE,
        reason: PAYMENT_MESSAGES.unlockAlreadyPaid,
      }),
      expect.objectContaining({
        reference: first.reference,
        purpose: "profile_unlock",
        status: "success",
        amount_kobo: PRICE,
        reason: null,
      }),
    ]);
    expect(h.credit_kobo).toBe(PRICE);
  });
});
