/**
 * GET /api/people/{key}/premium-access: what seeing a profile's premium part would cost the viewer, without
 * spending anything (the profile page asks before it looks, so browsing profiles never uses up a plan's monthly
 * premium views; ADR 0601). The lookup itself (GET /api/search?unique_key=) still spends one view on a new
 * profile, once a month.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

let t: TestApp;
type Made = Awaited<ReturnType<typeof createUser>>;
let agents: Made[];

beforeAll(async () => {
  t = await createTestApp();
  agents = [];
  for (let i = 0; i < 3; i++) agents.push(await createUser(t.app, { role: "agent" }));
});
afterAll(() => t.close());

const access = async (key: string | number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/people/${key}/premium-access`, headers });
const lookup = (agent: Made, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/search?unique_key=${agent.profile.uniqueKey}`, headers });
const viewsUsed = async (userId: number) =>
  Number(
    (
      await t.database.query<{ n: number }>(
        "select count(*)::int as n from premium_profile_views where user_id = $1",
        [userId],
      )
    )[0]?.n,
  );

describe("GET /api/people/{key}/premium-access", () => {
  it("401 without a session, 404 for an unknown profile", async () => {
    expect((await access(agents[0]!.user.id)).statusCode).toBe(401);
    const tenant = await createUser(t.app);
    const missing = await access("no-such-person-slug", tenant.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Profile not found");
  });

  it("full for the owner and admins; payment for a member without a plan", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const tenant = await createUser(t.app);
    const a = agents[0]!;
    expect((await access(a.user.id, a.auth)).json().data).toEqual({
      access: "full",
      remaining: null,
      allowance: null,
      payment_instructions: null,
    });
    expect((await access(a.profile.slug, admin.auth)).json().data.access).toBe("full");
    // The profile page asks by the profile's (public) unique key.
    expect((await access(a.profile.uniqueKey, admin.auth)).json().data.access).toBe("full");
    expect((await access(a.user.id, tenant.auth)).json().data).toMatchObject({
      access: "payment",
      remaining: 0,
      allowance: 0,
    });
  });

  it("payment answers 200 with the unlock price and instructions the lookup's 402 would give (issue 17 item 8)", async () => {
    const tenant = await createUser(t.app);
    const a = agents[1]!;
    const asked = await access(a.profile.slug, tenant.auth);
    expect(asked.statusCode).toBe(200);
    const { payment_instructions } = asked.json().data;
    expect(payment_instructions).toMatchObject({
      amount_kobo: t.app.config.PROFILE_UNLOCK_PRICE_KOBO,
      currency: "NGN",
      initiate: { method: "POST", path: "/api/payment/initiate", body: { unique_key: a.profile.uniqueKey } },
    });
    const looked = await lookup(a, tenant.auth);
    expect(looked.statusCode).toBe(402);
    expect(payment_instructions).toEqual(looked.json().data.payment_instructions);
    expect(await viewsUsed(tenant.user.id)).toBe(0);
  });

  it("a plan with monthly views: asking spends nothing, looking spends one, and the last one is announced", async () => {
    const tenant = await createUser(t.app);
    await subscribe(t.app, tenant.user.id, "basic");
    await t.database.query("update plans set premium_profile_views = 2 where code = 'basic'");
    try {
      for (let i = 0; i < 3; i++) await access(agents[0]!.user.id, tenant.auth);
      expect(await viewsUsed(tenant.user.id)).toBe(0);
      expect((await access(agents[0]!.user.id, tenant.auth)).json().data).toEqual({
        access: "allowance",
        remaining: 2,
        allowance: 2,
        payment_instructions: null,
      });

      expect((await lookup(agents[0]!, tenant.auth)).statusCode).toBe(200);
      expect(await viewsUsed(tenant.user.id)).toBe(1);
      // Seen this month: free to look again.
      expect((await access(agents[0]!.user.id, tenant.auth)).json().data.access).toBe("full");
      expect((await access(agents[1]!.user.id, tenant.auth)).json().data).toEqual({
        access: "allowance",
        remaining: 1,
        allowance: 2,
        payment_instructions: null,
      });

      expect((await lookup(agents[1]!, tenant.auth)).statusCode).toBe(200);
      expect((await access(agents[2]!.user.id, tenant.auth)).json().data).toMatchObject({
        access: "payment",
        remaining: 0,
        allowance: 2,
        payment_instructions: { amount_kobo: t.app.config.PROFILE_UNLOCK_PRICE_KOBO },
      });
      expect((await lookup(agents[2]!, tenant.auth)).statusCode).toBe(402);
      expect(await viewsUsed(tenant.user.id)).toBe(2);
    } finally {
      await t.database.query("update plans set premium_profile_views = 10 where code = 'basic'");
    }
  });

  it("full with an unlimited plan or a paid unlock", async () => {
    const agency = await createUser(t.app);
    await subscribe(t.app, agency.user.id, "business");
    expect((await access(agents[2]!.user.id, agency.auth)).json().data.access).toBe("full");

    const buyer = await createUser(t.app);
    await t.database.query("insert into profile_unlocks (user_id, profile_user_id) values ($1, $2)", [
      buyer.user.id,
      agents[2]!.user.id,
    ]);
    expect((await access(agents[2]!.user.id, buyer.auth)).json().data.access).toBe("full");
  });
});
